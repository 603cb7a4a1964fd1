import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, openAdminTab, uniqueTag } from './helpers'

const PNG = fileURLToPath(new URL('./fixtures/showcase.png', import.meta.url))

interface Project {
  id: number
  title: string
  imageUrl: string
  technologies: string[]
  demoUrl: string
  codeUrl: string
  featured: boolean
}

async function createProject(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/admin/projects', { data: { title, technologies: ['Go'] } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

test.describe('staff: live sessions, showcase, events, purchases', () => {
  test('a live submission appears newest first with every field, and can be marked built', async ({ page }) => {
    const tag = uniqueTag('live')
    await adminLogin(page)
    const projectTitle = `Built ${tag}`
    const projectId = await createProject(page.request, projectTitle)
    const older = await page.request.post('/api/live-session-projects', {
      data: { name: `Older ${tag}`, email: `older.${tag}@example.com`, projectDescription: 'An older idea.' },
    })
    expect(older.status()).toBe(201)
    const res = await page.request.post('/api/live-session-projects', {
      data: {
        name: `Dana ${tag}`,
        email: `dana.${tag}@example.com`,
        company: 'Whitfield Dental',
        phone: '+1 555 010 0123',
        projectType: 'ai-agent',
        projectDescription: `A phone agent that books cleanings after hours ${tag}.`,
        industry: 'Dental',
        targetAudience: 'Patients calling after 6pm',
        keyFeatures: ['Email Automation', 'Database Integration'],
        budget: '$2,000',
        timeline: '1-2weeks',
        additionalNotes: 'We use Dentrix.',
        sessionPreference: '6pm',
      },
    })
    expect(res.status()).toBe(201)
    const { id, bookingToken } = (await res.json()) as { id: number; bookingToken: string }
    const booked = await page.request.put(`/api/live-session-projects/${id}/calendar-booked`, {
      data: { token: bookingToken, zoomMeetingId: 'zoom-42' },
    })
    expect(booked.status()).toBe(200)

    await page.goto('/admin?tab=live')
    await expect(page.getByRole('heading', { level: 2, name: 'Live Sessions' })).toBeVisible()
    const rows = page.getByRole('button', { name: new RegExp(`^(Dana|Older) ${tag}`) })
    await expect(rows).toHaveCount(2)
    // Each row is named by what it shows: the person, the type, the call, whether it is built.
    await expect(rows.first()).toHaveAccessibleName(new RegExp(`^Dana ${tag}\\b.* AI Agent Call Booked`))
    await expect(rows.first()).not.toHaveAccessibleName(/ Built /)
    await expect(rows.last()).toHaveAccessibleName(new RegExp(`^Older ${tag}\\b.* Website Not Booked`))
    await expectNoAxe(page)

    await rows.first().click()
    const sheet = page.getByRole('dialog')
    await expect(sheet.getByRole('heading', { name: `Dana ${tag}` })).toBeVisible()
    for (const text of [
      `dana.${tag}@example.com`,
      'Whitfield Dental',
      '+1 555 010 0123',
      'AI Agent',
      'Dental',
      'Patients calling after 6pm',
      '$2,000',
      '1-2 weeks',
      '6pm session',
      `A phone agent that books cleanings after hours ${tag}.`,
      'Email Automation',
      'Database Integration',
      'We use Dentrix.',
      'zoom-42',
    ]) {
      await expect(sheet.getByText(text, { exact: true }).first()).toBeVisible()
    }
    await expectNoAxe(page)

    await sheet.getByRole('combobox', { name: 'Showcase project' }).selectOption({ label: projectTitle })
    await sheet.getByRole('button', { name: 'Mark built' }).click()
    await expect(page.getByText('Marked built', { exact: true })).toBeVisible()
    await expect(sheet.getByText(projectTitle, { exact: true }).first()).toBeVisible()
    await expect(sheet.getByText('Built', { exact: true }).first()).toBeVisible()

    const list = (await (await page.request.get('/api/admin/live-sessions')).json()) as { id: number; status: string; builtProjectId: number | null }[]
    expect(list.find((s) => s.id === id)).toMatchObject({ status: 'built', builtProjectId: projectId })
    await sheet.getByRole('button', { name: 'Close submission' }).click()
    await expect(sheet).toBeHidden()
    await expect(rows.first()).toHaveAccessibleName(new RegExp(`^Dana ${tag}\\b.* AI Agent Call Booked Built `))
  })

  test('a showcase project made in the tab, with an uploaded image, is in the public list', async ({ page }) => {
    const tag = uniqueTag('show')
    const title = `Receptionist ${tag}`
    await adminLogin(page)
    await page.goto('/admin?tab=showcase')
    await expect(page.getByRole('heading', { level: 2, name: 'Showcase' })).toBeVisible()
    await page.getByRole('button', { name: 'New project' }).first().click()
    const sheet = page.getByRole('dialog')
    await sheet.getByLabel('Title').fill(title)
    await sheet.getByLabel('Description').fill('Answers every call after 6pm.')
    await sheet.getByLabel('Image', { exact: true }).setInputFiles(PNG)
    await expect(sheet.getByRole('img', { name: 'Preview of the project image' })).toBeVisible()
    const tech = sheet.getByLabel('Technologies', { exact: true })
    await tech.fill('Voice agent, Twilio')
    await tech.press('Enter')
    await tech.fill('OpenAI')
    await tech.press('Enter')
    await expect(sheet.getByRole('list', { name: 'Technologies added' }).getByRole('listitem')).toHaveText(['Voice agent', 'Twilio', 'OpenAI'])
    await sheet.getByRole('button', { name: 'Remove Twilio' }).click()
    await sheet.getByLabel('Demo link').fill('not a link')
    await sheet.getByLabel('Code link').fill('https://github.com/aimission/receptionist')
    await sheet.getByRole('checkbox', { name: 'Featured' }).click()
    await sheet.getByRole('button', { name: 'Add project' }).click()
    await expect(sheet.getByText('Enter a full web address starting with https://.')).toBeVisible()
    await sheet.getByLabel('Demo link').fill('https://demo.example.com/receptionist')
    await expectNoAxe(page)
    await sheet.getByRole('button', { name: 'Add project' }).click()
    await expect(page.getByText('Project added', { exact: true })).toBeVisible()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()

    const projects = (await (await page.request.get('/api/projects')).json()) as Project[]
    const made = projects.find((p) => p.title === title)
    expect(made).toMatchObject({
      technologies: ['Voice agent', 'OpenAI'],
      demoUrl: 'https://demo.example.com/receptionist',
      codeUrl: 'https://github.com/aimission/receptionist',
      featured: true,
    })
    expect(made?.imageUrl).toMatch(/^\/files\//)
    expect(projects[0]?.featured).toBe(true)
    const image = await page.request.get(made?.imageUrl ?? '')
    expect(image.headers()['content-type']).toBe('image/png')
    await expectNoAxe(page)

    await page.getByRole('button', { name: `Delete ${title}` }).click()
    await expect(page.getByRole('alertdialog', { name: 'Delete this project?' })).toBeVisible()
    await page.getByRole('button', { name: 'Delete project' }).click()
    await expect(page.getByText('Project deleted', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0)
  })

  test('showcase cards show the image, or a designed cover when there is none, on the live page and in the admin', async ({ page }) => {
    const tag = uniqueTag('cover')
    await adminLogin(page)
    const upload = await page.request.post('/api/admin/uploads/image', {
      multipart: { file: { name: 'shot.png', mimeType: 'image/png', buffer: readFileSync(PNG) } },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const { id: imageId } = (await upload.json()) as { id: string }
    const withImage = `Pictured ${tag}`
    const without = `Voice agent without a picture ${tag}`
    for (const data of [
      { title: withImage, description: 'Has its screenshot.', imageId, technologies: ['Twilio'] },
      { title: without, description: 'No screenshot yet.', technologies: ['Twilio'] },
    ]) {
      const res = await page.request.post('/api/admin/projects', { data })
      expect(res.status(), await res.text()).toBe(201)
    }

    const card = (title: string) => page.getByRole('article', { name: title })
    // The live page's showcase loads as it comes near the screen.
    await page.goto('/live')
    await page.locator('[data-section="showcase"]').scrollIntoViewIfNeeded()
    const pictured = card(withImage).locator('img')
    await expect(pictured).toBeVisible()
    await expect.poll(() => pictured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const cover = card(without).locator('[data-cover="placeholder"]')
    await expect(cover).toBeVisible()
    await expect(card(without).locator('img')).toHaveCount(0)
    // Its own gradient and the icon of its kind (a voice agent: a phone), not a hammer on every card.
    expect(await cover.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient')
    await expect(cover).toHaveAttribute('data-kind', 'voice')
    await expectNoAxe(page)

    // The admin's list: the same covers, and no "image off" mark.
    await page.goto('/admin?tab=showcase')
    const adminItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: without }) })
    await expect(adminItem.locator('[data-cover="placeholder"]')).toBeVisible()
    await expect(adminItem.locator('[data-cover="placeholder"]')).toHaveAttribute('data-kind', 'voice')
    await expect(page.getByText('No image', { exact: true })).toHaveCount(0)
    const adminPictured = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: withImage }) }).locator('img')
    await expect.poll(() => adminPictured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('events: a weekly rule with chosen days and an end date, edit, and delete after confirming', async ({ page }) => {
    // Two axe checks and three saves: over the default 45 s on a busy two-core machine.
    test.setTimeout(90_000)
    const tag = uniqueTag('evt')
    await page.clock.setFixedTime(new Date('2027-03-08T15:00:00Z'))
    await adminLogin(page)
    await page.goto('/admin?tab=events')
    await expect(page.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible()
    await page.getByRole('button', { name: 'New event' }).first().click()
    const sheet = page.getByRole('dialog')
    await sheet.getByLabel('Title').fill(`Office hours ${tag}`)
    await sheet.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Partner Calls' })
    await sheet.getByLabel('Date').fill('2027-03-08')
    await sheet.getByLabel('Starts').fill('14:00')
    await sheet.getByLabel('Ends').fill('14:30')
    await sheet.getByLabel('Time zone').selectOption('America/New_York')
    await sheet.getByLabel('Repeats').selectOption('weekly')
    await sheet.getByRole('button', { name: 'Create event' }).click()
    await expect(sheet.getByText('Choose at least one day.')).toBeVisible()
    await sheet.getByRole('button', { name: 'Mon' }).click()
    await sheet.getByRole('button', { name: 'Wed' }).click()
    await sheet.getByLabel('Ends', { exact: true }).last().selectOption('until')
    await sheet.getByLabel('Last date').fill('2027-04-30')
    await sheet.getByLabel('Registration link').fill('http://insecure.example.com')
    await sheet.getByRole('button', { name: 'Create event' }).click()
    await expect(sheet.getByText('Enter a full https:// address.')).toBeVisible()
    await sheet.getByLabel('Registration link').fill('https://partners.example.com/office-hours')
    await expectNoAxe(page)
    await sheet.getByRole('button', { name: 'Create event' }).click()
    await expect(page.getByText('Event created', { exact: true })).toBeVisible()

    const recurring = page.getByRole('region', { name: 'Recurring' })
    await expect(recurring.getByText(`Office hours ${tag}`)).toBeVisible()
    await expect(recurring.getByText(/Weekly on Mon, Wed until Apr 30, 2027 at 2:00 PM/)).toBeVisible()
    const stored = (await (await page.request.get('/api/admin/events')).json()) as { id: number; title: string; rrule: string; timeZone: string; startLocal: string; durationMinutes: number; type: string }[]
    const made = stored.find((e) => e.title === `Office hours ${tag}`)
    expect(made).toMatchObject({
      type: 'partner-call',
      startLocal: '2027-03-08T14:00',
      timeZone: 'America/New_York',
      durationMinutes: 30,
      rrule: 'FREQ=WEEKLY;UNTIL=20270501T035959Z;BYDAY=MO,WE',
    })
    // The toast is the shared component's; the list itself is checked here.
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(page.getByText('Event created', { exact: true })).toBeHidden()
    await expectNoAxe(page)

    // Edit: the form reads the rule back.
    await page.getByRole('button', { name: `Edit Office hours ${tag}` }).click()
    await expect(sheet.getByLabel('Repeats')).toHaveValue('weekly')
    await expect(sheet.getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true')
    await expect(sheet.getByLabel('Last date')).toHaveValue('2027-04-30')
    await sheet.getByLabel('Title').fill(`Partner office hours ${tag}`)
    await sheet.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Event updated', { exact: true })).toBeVisible()
    await expect(recurring.getByText(`Partner office hours ${tag}`)).toBeVisible()

    await page.getByRole('button', { name: `Delete Partner office hours ${tag}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' })
    await expect(confirm).toContainText('every one of its occurrences')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(recurring.getByText(`Partner office hours ${tag}`)).toBeVisible()
    await page.getByRole('button', { name: `Delete Partner office hours ${tag}` }).click()
    await page.getByRole('button', { name: 'Delete event' }).click()
    await expect(page.getByText('Event deleted', { exact: true })).toBeVisible()
    await expect(recurring.getByText(`Partner office hours ${tag}`)).toHaveCount(0)
  })

  test('purchases explain where they come from; each new tab passes axe on a phone too', async ({ page }) => {
    test.setTimeout(90_000) // an axe check on each new tab, at two widths
    await adminLogin(page)
    await page.goto('/admin?tab=purchases')
    await expect(page.getByRole('heading', { level: 2, name: 'Purchases' })).toBeVisible()
    // Empty, the tab says where purchases come from; the purchase journey may
    // have run first (on another worker), and then its purchases are listed.
    const empty = page.getByText('No purchases yet')
    await expect(empty.or(page.getByRole('list', { name: 'Purchases' }))).toBeVisible()
    if (await empty.isVisible()) await expect(page.getByText(/Purchases arrive from Stripe/)).toBeVisible()
    await expectNoAxe(page)
    await page.setViewportSize({ width: 390, height: 844 })
    for (const tab of ['Events', 'Showcase', 'Live Sessions', 'Purchases']) {
      await openAdminTab(page, tab)
      await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      await expectNoAxe(page, tab)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(390)
    }
  })
})
