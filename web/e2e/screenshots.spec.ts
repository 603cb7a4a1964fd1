import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from './fixtures'
import { adminLogin, applicant, openAdminTab, fillStep1, fillStep2, form, openForm, settle, shot, SHOTS_DIR, uniqueTag } from './helpers'
import { createPartnerViaApi, partnerPost, signInAsPartner } from './staffPartnerHelpers'
import { answerQuiz, quizCard } from './quizHelpers'

// Full-page screenshots of every route at phone and desktop widths, for review.
// Run with SHOTS_DIR set to the folder they go to (make screenshots); skipped otherwise.
const here = dirname(fileURLToPath(import.meta.url))
const table = JSON.parse(readFileSync(join(here, '..', 'src', 'lib', 'routes.json'), 'utf8')) as {
  routes: { path: string }[]
}
// Parameter routes and pages that need state are captured by their own tests below.
const statefulRoutes = new Set(['/ai-finder/results'])
const routes = [
  ...table.routes.map((r) => r.path).filter((p) => !p.includes(':') && !statefulRoutes.has(p)),
  '/this-page-does-not-exist',
]
const widths = [390, 1280]

const nameOf = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_'))

// Pictures of pages at rest: no animation half way.
test.use({ reducedMotion: 'reduce' })

test.describe('screenshots', () => {
  test.skip(!SHOTS_DIR, 'set SHOTS_DIR to the folder the screenshots go to')

  for (const width of widths) {
    for (const path of routes) {
      test(`${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
        await page.goto(path)
        await settle(page)
        await shot(page, `${nameOf(path)}-${width}`)
      })
    }

    test(`application steps at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/')
      await openForm(page)
      await settle(page)
      const a = applicant()
      const f = form(page)
      await f.getByLabel('Full name').fill(a.name)
      await f.getByLabel('Full name').press('Enter')
      await shot(f, `form-step1-errors-${width}`)
      await fillStep1(page, a)
      await f.getByRole('button', { name: 'Continue' }).click()
      await fillStep2(page, a)
      await shot(f, `form-step2-${width}`)
      await f.getByRole('button', { name: 'Continue' }).click()
      await shot(f, `form-step3-${width}`)
      await page.route('**/api/leads', (r) => r.fulfill({ status: 500, body: 'boom' }))
      await f.getByLabel('Why do you want to join the mission?').fill(a.why)
      await f.getByRole('checkbox').check()
      await f.getByRole('button', { name: 'Submit application' }).click()
      await expect(page.getByText('Submission Error', { exact: true })).toBeVisible()
      await shot(page, `form-error-toast-${width}`, { fullPage: false })
    })

    test(`AI finder quiz steps, results and report link at ${width}px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/ai-finder')
      await settle(page)
      const card = quizCard(page)
      await card.getByLabel('Full name').fill('Jordan Lee')
      await card.getByLabel('Full name').press('Enter')
      await card.getByRole('textbox', { name: 'Email' }).fill('jordan@example.com')
      await card.getByRole('button', { name: 'Next' }).click()
      await card.getByRole('button', { name: 'Next' }).click()
      await expect(card.getByText('Please select your industry', { exact: true })).toBeVisible()
      await shot(page, `ai-finder-step3-error-${width}`)
      await page.reload()
      await settle(page)
      await shot(card, `ai-finder-resumed-${width}`)
      await card.getByRole('button', { name: 'Start over' }).click()
      await answerQuiz(page)
      await shot(card, `ai-finder-step7-${width}`)
      await card.getByRole('button', { name: 'Back' }).click()
      await card.getByRole('button', { name: 'Back' }).click()
      await shot(card, `ai-finder-step5-${width}`)

      await card.getByRole('button', { name: 'Next' }).click()
      await card.getByRole('button', { name: 'Next' }).click()
      await card.getByRole('button', { name: 'Get My AI Report' }).click()
      await page.waitForURL('**/ai-finder/results')
      await settle(page)
      await shot(page, `ai-finder_results-${width}`)
      await page.emulateMedia({ media: 'print' })
      await shot(page, `ai-finder_results-print-${width}`)
      await page.emulateMedia({ media: 'screen' })

      const link = await page.getByLabel('Private report link').inputValue()
      const other = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
      const visitor = await other.newPage()
      await visitor.goto(link)
      await settle(visitor)
      await expect(visitor.locator('[data-opportunity]')).toHaveCount(3)
      await shot(visitor, `ai-finder_report-${width}`)
      await visitor.goto('/ai-finder/report/not-a-real-token')
      await settle(visitor)
      await shot(visitor, `ai-finder_report-invalid-${width}`)
      await other.close()
    })
  }
})

// Board, requests and testimonials in their filled and finished states (data mocked so the pictures are stable).
const boardSample = [
  { id: 1, type: 'feature', title: 'Export leads to a spreadsheet', description: 'A button on the leads table that downloads every lead, with attribution, as a CSV file for our CRM import.', votes: 7, submittedBy: 'Priya', status: 'submitted' },
  { id: 2, type: 'bug', title: 'Calendar shows the wrong time zone', description: 'Events booked from Lisbon show an hour late in the confirmation e-mail.', votes: 2, status: 'submitted' },
  { id: 3, type: 'idea', title: 'Voice agent templates for dentists', description: 'Ready-made call flows for appointment booking, reminders and insurance questions.', votes: 14, submittedBy: 'Marcus', status: 'todo' },
  { id: 4, type: 'feature', title: 'Stripe payouts in the partner portal', description: 'See what was paid and when, without asking support.', votes: 11, submittedBy: 'Lena', status: 'in_progress' },
  { id: 5, type: 'feature', title: 'Dark mode', description: 'Easier on the eyes during the 6am sessions.', votes: 23, status: 'done' },
]
const testimonialSample = [
  { id: 1, name: 'Sofia Marquez', role: 'Owner', company: 'Bright Smile Dental', relationship: 'Client', category: 'results', rating: 5, status: 'featured', createdAt: '2026-10-12T09:00:00Z', testimonial: 'Our front desk missed a third of calls after five. The AI phone agent now books those appointments on its own, and we added forty new patients in the first month.' },
  { id: 2, name: 'Daniel Okafor', role: 'Operations Lead', company: 'Harbor Logistics', relationship: 'Former Colleague', category: 'communication', rating: 5, status: 'approved', createdAt: '2026-10-20T09:00:00Z', testimonial: 'Clear weekly updates, no jargon, and every promise kept. The rare builder who explains trade-offs before they become problems.' },
  { id: 3, name: 'Mei Chen', relationship: 'Collaborator', category: 'work_style', rating: 4, status: 'approved', createdAt: '2026-11-02T09:00:00Z', testimonial: 'Fast, careful and calm under deadline pressure.' },
]

/** Full-page pictures show the sticky header where the page was scrolled; pin it to the top instead. */
async function unstick(page: Page) {
  await page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('body header')
    if (header) header.style.position = 'static'
  })
}

test.describe('screenshots: board and testimonials states', () => {
  test.skip(!SHOTS_DIR, 'set SHOTS_DIR to the folder the screenshots go to')

  test.beforeEach(async ({ page }) => {
    await page.route('**/api/public-requests', (r) =>
      r.request().method() === 'GET'
        ? r.fulfill({ json: boardSample })
        : r.fulfill({ status: 201, json: { ...boardSample[0], id: 99, votes: 0 } }),
    )
    await page.route('**/api/public-requests/voted', (r) => r.fulfill({ json: [4] }))
    await page.route('**/api/testimonials', (r) =>
      r.request().method() === 'GET' ? r.fulfill({ json: testimonialSample }) : r.fulfill({ status: 201, json: { id: 9, status: 'pending' } }),
    )
    await page.route('**/api/testimonials/all', (r) => r.fulfill({ json: testimonialSample }))
    await page.route('**/api/admin/testimonials', (r) => r.fulfill({ json: testimonialSample }))
  })


  for (const width of widths) {
    test(`board states at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/board')
      await expect(page.locator('[data-request-id]').first()).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await unstick(page)
      await shot(page, `board-filled-${width}`)
      await page.goto('/requests')
      await page.getByLabel('Title').fill('A')
      await page.getByLabel('Title').press('Enter')
      await unstick(page)
      await shot(page, `requests-errors-${width}`)
      await page.getByLabel('Description').fill('B')
      await page.getByRole('button', { name: 'Submit Request' }).click()
      await expect(page.getByRole('link', { name: 'View Board' })).toBeVisible()
      await shot(page, `requests-done-${width}`)
    })

    test(`testimonials states at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/testimonials')
      await page.evaluate(() => document.fonts.ready)
      await page.getByRole('button', { name: 'Submit Testimonial' }).click()
      await expect(page.getByText('Please enter your name.')).toBeVisible()
      await unstick(page)
      await shot(page, `testimonials-errors-${width}`)
      await page.getByRole('tab', { name: 'View Testimonials' }).click()
      await expect(page.locator('[data-testimonial-id]')).toHaveCount(3)
      await shot(page, `testimonials-view-${width}`)
      await page.goto('/')
      await openForm(page)
      const section = page.locator('[data-section="testimonials"]')
      await expect(section).toBeVisible()
      await unstick(page)
      await shot(section, `home-carousel-${width}`)
    })
  }

  for (const width of widths) {
    test(`admin dashboard and lead detail at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      const samples = [
        { name: 'Maya Chen', email: 'maya@brightsmile.example', phone: '+1 512 555 0188', company: 'Bright Smile Dental', audienceType: 'business-owner', businessChallenge: 'We miss 30+ calls a week after 5pm and lose new patient bookings to the practice down the road.', source: 'ai_agency_partnership_claim', attribution: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', landingPath: '/' } },
        { name: 'Sam Rivera', email: 'sam@riveradigital.example', phone: '+1 555 010 0144', company: 'Rivera Digital', businessChallenge: 'I run a small web agency and my clients keep asking for AI phone agents.', source: 'partner_licensing_application' },
        { name: 'Toolkit Download Request', email: 'reader@example.com', businessChallenge: 'Requested the business growth roadmap toolkit', source: 'toolkit_download' },
      ]
      for (const lead of samples) await page.request.post('/api/leads', { data: lead })
      await adminLogin(page)
      await settle(page)
      const lead = page.locator('[data-lead-id]').filter({ hasText: 'Maya Chen' }).first()
      await expect(lead).toBeVisible()
      await shot(page, `admin-dashboard-${width}`)
      await lead.getByRole('button', { name: 'Maya Chen' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await shot(page, `admin-lead-detail-${width}`, { fullPage: false })
      await page.keyboard.press('Escape')
      const tabs = ['Testimonials', 'Public Requests', 'Partners', 'Ideas', 'Outbox', 'Webhooks', 'People', 'Events', 'Showcase', 'Live Sessions', 'Purchases', 'Success', 'Marketplace']
      for (const tab of tabs) {
        await openAdminTab(page, tab)
        const panel = page.getByRole('tabpanel', { name: tab })
        await expect(panel.getByRole('heading', { level: 2 })).toBeVisible()
        await expect(panel.getByText(/^Loading/)).toHaveCount(0)
        await shot(page, `admin-${tab.toLowerCase().replaceAll(' ', '-')}-${width}`)
      }
      await openAdminTab(page, 'Partners')
      await page.getByRole('button', { name: 'Create partner' }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await shot(page, `admin-create-partner-${width}`, { fullPage: false })
    })

    test(`partner licensing menu and form errors at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/partner-licensing')
      await settle(page)
      const f = page.locator('#partner-application')
      await f.getByLabel('Full name').fill('Sam')
      await f.getByLabel('Full name').press('Enter')
      await shot(f, `licensing-form-errors-${width}`)
      if (width < 600) {
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.getByRole('button', { name: 'Open menu' }).click()
        await shot(page, `licensing-menu-${width}`, { fullPage: false })
      }
    })

    test(`site menu, toolkit toast and booking fallback at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      if (width < 600) {
        await page.goto('/board')
        await page.getByRole('button', { name: 'Open menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        await shot(page, `site-menu-${width}`, { fullPage: false })
      }
      await page.goto('/partner-licensing')
      await page.getByRole('button', { name: 'Send me the roadmap' }).click()
      await expect(page.getByText('Email Required', { exact: true })).toBeVisible()
      await shot(page, `toolkit-toast-${width}`, { fullPage: false })
      await page.route(/^https:\/\/cal\.com\//, () => new Promise<void>(() => undefined))
      await page.goto('/book-call')
      await expect(page.getByText('Loading the calendar')).toBeVisible()
      await shot(page, `booking-loading-${width}`)
      await expect(page.getByText('The calendar did not load here')).toBeVisible({ timeout: 15_000 })
      await shot(page, `booking-fallback-${width}`)
    })
  }
})

test.describe('screenshots: the signed-in partner and the client portal', () => {
  test.skip(!SHOTS_DIR, 'set SHOTS_DIR to the folder the screenshots go to')
  test.describe.configure({ timeout: 120_000 })

  for (const width of widths) {
    test(`partner portal, tools and a client link at ${width}px`, async ({ page, baseURL, browser }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await adminLogin(page)
      const company = 'Lumen Studio'
      const created = await createPartnerViaApi(page, company)
      const day = (monthsBack: number) => {
        const d = new Date()
        d.setUTCDate(Math.min(d.getUTCDate(), 28))
        d.setUTCMonth(d.getUTCMonth() - monthsBack)
        return d.toISOString().slice(0, 10)
      }
      for (const [amount, receivedAt, status] of [['1800', day(2), 'paid'], ['2400', day(1), 'paid'], ['3100', day(0), 'paid'], ['950', day(0), 'pending']]) {
        const res = await page.request.post(`/api/admin/partners/${created.partner.id}/payments`, { data: { amount, receivedAt, status } })
        expect(res.status(), await res.text()).toBe(201)
      }
      const partner = await signInAsPartner(baseURL!, created.invitationUrl)
      await partner.put('/api/partner/branding', {
        data: { companyName: company, primaryColor: '#7C3AED', secondaryColor: '#EF4444', accentColor: '#10B981', supportEmail: 'hello@lumen.example' },
      })
      const clients = [
        await partnerPost<{ id: number }>(partner, '/api/clients', { name: 'Dana Fox', email: `dana-${uniqueTag()}@client.example`, company: 'Fox Dental' }),
        await partnerPost<{ id: number }>(partner, '/api/clients', { name: 'Omar Haddad', email: `omar-${uniqueTag()}@client.example`, company: 'Haddad Plumbing' }),
      ]
      const projects = [
        { title: 'AI receptionist', clientId: clients[0].id, description: 'An agent that answers and books calls.', status: 'in-progress', deadline: '2026-12-15', budget: 4800 },
        { title: 'Quote follow-up automation', clientId: clients[1].id, description: 'Follow up every open quote after two days.', status: 'review', deadline: '2026-12-05', budget: 2600 },
        { title: 'Invoice intake', clientId: clients[1].id, description: 'Read supplier invoices into the books.', status: 'completed', deadline: '2026-11-01', budget: 1900 },
      ]
      const made = []
      for (const p of projects) made.push(await partnerPost<{ id: number }>(partner, '/api/partner-projects', p))
      await partnerPost(partner, `/api/partner-projects/${made[0].id}/milestones`, { title: 'Discovery call', status: 'completed', order: 1 })
      await partnerPost(partner, `/api/partner-projects/${made[0].id}/milestones`, { title: 'Voice script', status: 'in-progress', percentComplete: 50, order: 2 })
      await partnerPost(partner, `/api/partner-projects/${made[0].id}/deliverables`, {
        title: 'Call flow design', type: 'design', link: 'https://example.com/call-flow', status: 'submitted', visibleToClient: true,
      })
      await partnerPost(partner, '/api/partner/messages', { clientId: clients[0].id, projectId: made[0].id, message: 'The call flow is ready for your review.' })
      const link = await partnerPost<{ token: string }>(partner, '/api/client-links', { clientId: clients[0].id, allowedProjectIds: [made[0].id], expiresAt: null })
      await page.context().addCookies((await partner.storageState()).cookies)
      await partner.dispose()

      const shoot = async (url: string, name: string) => {
        await page.goto(url)
        await settle(page)
        await expect(page.getByText(/^Loading/)).toHaveCount(0)
        await shot(page, `${name}-${width}`)
      }
      await shoot('/partners/portal', 'partner-portal-dashboard')
      for (const tab of ['projects', 'clients', 'communications', 'revenue']) await shoot(`/partners/portal?tab=${tab}`, `partner-portal-${tab}`)
      for (const tool of ['branding', 'community', 'marketplace', 'revenue', 'success']) await shoot(`/partners/${tool}`, `partner-tool-${tool}`)

      // The dialogs, each opened from its page.
      const dialogs: [string, RegExp, string][] = [
        ['/partners/portal?tab=projects', /^New Project$/, 'new-project'],
        ['/partners/portal?tab=communications', /^New Message$/, 'new-message'],
        ['/partners/portal', /^Settings$/, 'settings'],
        ['/partners/community', /^Propose an idea$/, 'propose-idea'],
        ['/partners/success', /^Share your story$/, 'share-story'],
      ]
      for (const [url, name, file] of dialogs) {
        await page.goto(url)
        await settle(page)
        await expect(page.getByText(/^Loading/)).toHaveCount(0)
        await page.getByRole('button', { name }).first().click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await shot(page, `partner-dialog-${file}-${width}`, { fullPage: false })
      }

      // The staff side of this partner: its detail sheet and the deactivation it asks about.
      await page.goto('/admin?tab=partners')
      await page.getByRole('button', { name: company }).first().click()
      await page.getByRole('dialog', { name: company }).getByRole('button', { name: 'Deactivate' }).click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      await shot(page, `admin-deactivate-partner-${width}`, { fullPage: false })

      const client = await (await browser.newContext()).newPage()
      await client.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await client.goto(`/c/${link.token}`)
      await settle(client)
      await expect(client.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible()
      await shot(client, `client-portal-${width}`)
      await client.getByRole('button', { name: 'Approve Call flow design' }).click()
      await expect(client.getByRole('alertdialog')).toBeVisible()
      await shot(client, `client-portal-approve-${width}`, { fullPage: false })
      // The approval asks for a rating at once.
      await client.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click()
      await expect(client.getByRole('dialog', { name: `How is ${company} doing?` })).toBeVisible()
      await settle(client)
      await shot(client, `client-portal-rate-${width}`, { fullPage: false })
      await client.context().close()
    })
  }
})
