import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test, type Locator, type Page } from './fixtures'
import { adminLogin, ADMIN_EMAIL, ADMIN_PASSWORD, focusedElement, uniqueTag } from './helpers'
import { acceptInvitation, invitePartner, PARTNER_PASSWORD } from './partnerHelpers'
import { partnerPost, signInAsPartner } from './staffPartnerHelpers'

/**
 * Every dialog and sheet gives the keyboard back to what opened it: after
 * Escape, and after its own action. A control the action removed hands it to
 * the nearest one left, and the move is announced.
 */

interface DialogCase {
  /** The dialog's accessible name. */
  dialog: string | RegExp
  /** Signs in, makes what the dialog needs, goes to its page; returns the control that opens it. */
  setup: (page: Page, baseURL: string, tag: string) => Promise<Locator>
  /** The dialog's own action, which closes it. */
  act: (dialog: Locator, page: Page, tag: string) => Promise<void>
}

async function asPartner(page: Page, baseURL: string) {
  await acceptInvitation(page, await invitePartner(baseURL))
}

/** A request context signed in as staff. */
async function staffRequest(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({ baseURL })
  expect((await staff.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).ok()).toBe(true)
  return staff
}

async function newClient(page: Page, name: string): Promise<number> {
  const res = await page.request.post('/api/clients', { data: { name, email: `${name.replace(/\W+/g, '.')}@clients.example` } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

async function newProject(page: Page, title: string, clientId: number) {
  expect((await page.request.post('/api/partner-projects', { data: { title, clientId } })).status()).toBe(201)
}

async function portalTab(page: Page, tab: string) {
  await page.goto(`/partners/portal?tab=${tab}`)
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-value', tab)
}

const cases: Record<string, DialogCase> = {
  'New Client': {
    dialog: 'New Client',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      await newClient(page, 'Ada Lane')
      await portalTab(page, 'clients')
      return page.getByRole('button', { name: 'New Client' })
    },
    act: async (dialog) => {
      await dialog.getByLabel('Name').fill('Ben Ortiz')
      await dialog.getByLabel('Email').fill('ben@clients.example')
      await dialog.getByRole('button', { name: 'Create Client' }).click()
    },
  },
  'New Project': {
    dialog: 'New Project',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      await newProject(page, 'Booking agent', await newClient(page, 'Ada Lane'))
      await portalTab(page, 'projects')
      return page.getByRole('button', { name: 'New Project' })
    },
    act: async (dialog) => {
      await dialog.getByLabel('Project title').fill('Chat widget')
      await dialog.getByLabel('Client name').fill('Ada Lane')
      await dialog.getByRole('button', { name: 'Create Project' }).click()
    },
  },
  'View Details': {
    dialog: 'Booking agent',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      await newProject(page, 'Booking agent', await newClient(page, 'Ada Lane'))
      await portalTab(page, 'projects')
      return page.getByRole('button', { name: 'View Details' })
    },
    act: async (sheet) => {
      await sheet.getByRole('button', { name: 'Add Milestone' }).click()
      const form = sheet.getByRole('form', { name: 'New milestone' })
      await form.getByLabel('Milestone title').fill('Design the call flow')
      await form.getByRole('button', { name: 'Add Milestone' }).click()
      await expect(sheet.getByText('Design the call flow')).toBeVisible()
      await sheet.getByRole('button', { name: 'Close' }).click()
    },
  },
  'New Message': {
    dialog: 'New Message',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      await newClient(page, 'Ada Lane')
      await portalTab(page, 'communications')
      return page.getByRole('button', { name: 'New Message' }).first()
    },
    act: async (dialog) => {
      await dialog.getByLabel('To').selectOption({ label: 'Ada Lane' })
      await dialog.getByLabel('Message', { exact: true }).fill('The call flow is ready for you.')
      await dialog.getByRole('button', { name: 'Send Message' }).click()
    },
  },
  'Manage Access': {
    dialog: 'Manage Access',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      const client = await newClient(page, 'Ada Lane')
      await newProject(page, 'Booking agent', client)
      expect((await page.request.post('/api/client-links', { data: { clientId: client, expiresAt: null } })).status()).toBe(201)
      await portalTab(page, 'clients')
      return page.getByRole('button', { name: 'Manage Access' })
    },
    act: async (dialog) => {
      await dialog.getByLabel('Expires on').fill('2099-12-31')
      await dialog.getByRole('button', { name: 'Save Access' }).click()
    },
  },
  Settings: {
    dialog: 'Settings',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      return page.getByRole('button', { name: 'Settings' })
    },
    act: async (dialog) => {
      await dialog.getByLabel('Current password').fill(PARTNER_PASSWORD)
      await dialog.getByLabel('New password', { exact: true }).fill('another-long-password-2')
      await dialog.getByLabel('Confirm new password').fill('another-long-password-2')
      await dialog.getByRole('button', { name: 'Change Password' }).click()
    },
  },
  'Propose an idea': {
    dialog: 'Propose an idea',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      await page.goto('/partners/community')
      return page.getByRole('button', { name: 'Propose an idea' })
    },
    act: async (dialog, _page, tag) => {
      await dialog.getByLabel('Idea', { exact: true }).fill(`Missed-call text-back ${tag}`)
      await dialog.getByLabel('Description').fill('Text every caller a booking link when the phone goes unanswered.')
      await dialog.getByLabel('Category').selectOption({ label: 'Automations' })
      await dialog.getByLabel('Development time').selectOption('1-2 weeks')
      await dialog.getByLabel('Target market').fill('Home services')
      await dialog.getByRole('button', { name: 'Propose idea' }).click()
    },
  },
  'Share your story': {
    dialog: 'Share your story',
    setup: async (page, baseURL) => {
      await asPartner(page, baseURL)
      await page.goto('/partners/success')
      return page.getByRole('button', { name: 'Share your story' }).first()
    },
    act: async (dialog, _page, tag) => {
      await dialog.getByLabel('Title').fill(`Six clinics in 90 days ${tag}`)
      await dialog.getByRole('textbox', { name: 'Your story' }).fill('We called every dental practice in town at lunch time.')
      await dialog.getByRole('button', { name: 'Send for review' }).click()
    },
  },
  'Marketplace details': {
    dialog: /^HubSpot lead sync/,
    setup: async (page, baseURL, tag) => {
      const staff = await staffRequest(baseURL)
      try {
        const res = await staff.post('/api/admin/marketplace/packages', {
          data: { name: `HubSpot lead sync ${tag}`, category: 'CRM', stepByStepGuide: [{ title: 'Connect HubSpot' }] },
        })
        expect(res.status(), await res.text()).toBe(201)
      } finally {
        await staff.dispose()
      }
      await asPartner(page, baseURL)
      await page.goto('/partners/marketplace')
      await page.getByLabel('Search').fill(tag)
      return page.getByRole('button', { name: `Details of HubSpot lead sync ${tag}` })
    },
    act: async (sheet) => {
      await sheet.getByRole('button', { name: 'Install package' }).click()
      await expect(sheet.getByText(/^Installed on/)).toBeVisible()
      await sheet.getByRole('button', { name: 'Close details' }).click()
    },
  },
  'lead detail': {
    dialog: /^Casey Morgan/,
    setup: async (page, _baseURL, tag) => {
      const res = await page.request.post('/api/leads', { data: { name: `Casey Morgan ${tag}`, email: `casey.${tag}@example.com` } })
      expect(res.status(), await res.text()).toBe(201)
      await adminLogin(page)
      await page.getByRole('searchbox', { name: 'Search' }).fill(tag)
      await expect(page).toHaveURL(new RegExp(`q=${tag}`))
      return page.getByRole('table').getByRole('button', { name: `Casey Morgan ${tag}` })
    },
    act: async (sheet, page) => {
      await sheet.getByRole('combobox', { name: 'Pipeline status' }).selectOption({ label: 'Qualified' })
      await expect(page.getByText('Status updated', { exact: true })).toBeVisible()
      await sheet.getByRole('button', { name: 'Close lead details' }).click()
    },
  },
  'Add endpoint': {
    dialog: /^(Add endpoint|Endpoint added)$/,
    setup: async (page) => {
      await adminLogin(page)
      await page.goto('/admin?tab=webhooks')
      return page.getByRole('button', { name: 'Add endpoint' }).first()
    },
    act: async (dialog, _page, tag) => {
      await dialog.getByLabel('Endpoint URL').fill(`http://127.0.0.1:9/hooks/${tag}`)
      await dialog.getByRole('checkbox', { name: /^lead\.created/ }).click()
      await dialog.getByRole('button', { name: 'Add endpoint' }).click()
      await expect(dialog.getByRole('heading', { name: 'Endpoint added' })).toBeVisible()
      await dialog.getByRole('button', { name: 'Done' }).click()
    },
  },
  'New event': {
    dialog: /New event/,
    setup: async (page) => {
      await adminLogin(page)
      await page.goto('/admin?tab=events')
      return page.getByRole('button', { name: 'New event' }).first()
    },
    act: async (sheet, _page, tag) => {
      await sheet.getByLabel('Title').fill(`Prompt lab ${tag}`)
      await sheet.getByLabel('Date').fill('2030-03-12')
      await sheet.getByLabel('Starts').fill('10:00')
      await sheet.getByLabel('Ends').fill('11:00')
      await sheet.getByRole('button', { name: 'Create event' }).click()
    },
  },
  "the calendar's event": {
    dialog: /^Open house/,
    setup: async (page, baseURL, tag) => {
      const staff = await staffRequest(baseURL)
      try {
        const res = await staff.post('/api/admin/events', {
          data: { title: `Open house ${tag}`, type: 'workshop', startLocal: '2030-03-12T18:00', timeZone: 'America/Chicago', durationMinutes: 60 },
        })
        expect(res.status(), await res.text()).toBe(201)
      } finally {
        await staff.dispose()
      }
      await page.goto('/calendar?date=2030-03-12')
      await page.getByRole('searchbox', { name: 'Search events' }).fill(tag)
      return page.locator('[data-testid="month-grid"]').getByRole('button', { name: new RegExp(`Open house ${tag}`) })
    },
    act: async (dialog) => {
      await dialog.getByRole('button', { name: 'Close event details' }).click()
    },
  },
}

test.describe('focus returns to what opened a dialog', () => {
  test.use({ timezoneId: 'America/Chicago', locale: 'en-US' })
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  for (const [name, c] of Object.entries(cases)) {
    test(`${name}: after Escape and after its action`, async ({ page, baseURL }) => {
      test.setTimeout(90_000)
      const tag = uniqueTag('f')
      const opener = await c.setup(page, baseURL ?? '', tag)
      const dialog = page.getByRole('dialog', { name: c.dialog })

      // Opened by keyboard, closed with Escape.
      await opener.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener, await focusedElement(page)).toBeFocused()

      // Opened by a press, closed by its own action.
      await opener.click()
      await expect(dialog).toBeVisible()
      await c.act(dialog, page, tag)
      await expect(dialog).toBeHidden()
      await expect(opener, await focusedElement(page)).toBeFocused()
    })
  }
})

test.describe('focus stays near a control the action removed or disabled', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('Create Client from the empty list: its button goes, the keyboard goes to the new card, announced', async ({ page, baseURL }) => {
    await asPartner(page, baseURL ?? '')
    await portalTab(page, 'clients')
    const first = page.getByRole('button', { name: 'Add Your First Client' })
    await first.click()
    const dialog = page.getByRole('dialog', { name: 'New Client' })
    await dialog.getByLabel('Name').fill('Ada Lane')
    await dialog.getByLabel('Email').fill('ada@clients.example')
    await dialog.getByRole('button', { name: 'Create Client' }).click()
    await expect(first).toHaveCount(0)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ada Lane' }) })
    await expect(card.getByRole('button', { name: 'Generate Portal Link' }), await focusedElement(page)).toBeFocused()
    await expect(page.locator('[data-announcer]')).toHaveText('Focus moved to Generate Portal Link.')
  })

  test('Generate Portal Link and Approve keep the keyboard while they work', async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await asPartner(page, baseURL ?? '')
    const client = await newClient(page, 'Ada Lane')
    await newProject(page, 'Booking agent', client)
    await portalTab(page, 'clients')
    const generate = page.getByRole('button', { name: 'Generate Portal Link' })
    await generate.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Portal Link Generated', { exact: true })).toBeVisible()
    await expect(generate, await focusedElement(page)).toBeFocused()
  })

  test('a vote keeps the keyboard on its button while the list re-sorts', async ({ page, baseURL }) => {
    const tag = uniqueTag('v')
    // Another partner's ideas: the one voted for climbs above the other.
    const other = await invitePartner(baseURL ?? '')
    const otherSession = await signInAsPartner(baseURL ?? '', other.invitationUrl)
    try {
      for (const title of [`Front-desk agent ${tag}`, `Review booster ${tag}`]) {
        await partnerPost(otherSession, '/api/partner/ideas', {
          idea: title,
          description: 'An idea for the practices we already serve, voted on by partners.',
          category: 'automations',
          targetMarket: 'Dental practices',
          estimatedDevelopmentTime: '1-2 weeks',
        })
      }
    } finally {
      await otherSession.dispose()
    }
    await asPartner(page, baseURL ?? '')
    await page.goto('/partners/community?sort=newest')
    const vote = page.getByRole('button', { name: new RegExp(`^Vote for Front-desk agent ${tag}`) })
    await vote.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Vote counted', { exact: true })).toBeVisible()
    const voted = page.getByRole('button', { name: new RegExp(`^Voted for Front-desk agent ${tag}`) })
    await expect(voted, await focusedElement(page)).toBeFocused()
    // Enter again takes the vote back: the keyboard never left.
    await page.keyboard.press('Enter')
    await expect(page.getByText('Vote taken back', { exact: true })).toBeVisible()
    await expect(vote, await focusedElement(page)).toBeFocused()
  })
})
