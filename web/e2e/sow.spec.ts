import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeAtBothWidths } from './axe'
import { shot } from './helpers'
import { partnerWithProject } from './partnerHelpers'
import { partnerPost } from './staffPartnerHelpers'

interface Sow {
  id: number
  number: string
  status: string
}
interface Link {
  clientId: number
  token: string
  active: boolean
}

const DESKTOP = { width: 1280, height: 900 }

const TEXT = '## Scope\n\nA phone agent that books calls and writes CRM notes.\n\n- Call flows\n- **Two** rounds of changes\n\n## Reviews\n\nRosa reviews each deliverable within 40 working hours.'

/** For review (make screenshots sets SHOTS_DIR): the screen at a phone's width and a desktop's. */
async function shotAtBothWidths(page: Page, name: string, target: Page | Locator = page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await shot(target, `${name}-${width}`)
  }
}

test.describe('statements of work', () => {
  test.describe.configure({ timeout: 240_000 })

  test('a partner drafts and sends a statement of work; the client reads, signs and downloads it; the partner sees it signed', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    const { clientName, client, project } = await partnerWithProject(page, baseURL!)

    await page.goto(`/partners/portal?tab=projects&project=${project.id}`)
    const sheet = page.getByRole('dialog', { name: 'Booking agent' })
    await expect(sheet).toBeVisible()
    const section = sheet.getByRole('region', { name: 'Statements of Work' })
    await expect(section).toContainText('No statements of work yet')

    // A draft starts from an outline with the project's review clause; the preview draws the Markdown.
    await section.getByRole('button', { name: 'New Statement' }).click()
    const editor = page.getByRole('dialog', { name: 'New Statement of Work' })
    await expect(editor).toBeVisible()
    const text = editor.getByLabel('Text (Markdown)')
    await expect(text).toHaveValue(/## Scope/)
    await expect(text).toHaveValue(/Rosa Vega reviews each submitted deliverable within 40 working hours/)
    await editor.getByRole('button', { name: 'Save Draft' }).click()
    const title = editor.getByLabel('Title')
    await expect(title).toHaveAccessibleDescription('Give the statement of work a title.')
    await expect(title).toBeFocused()
    await title.fill('Booking agent, phase one')
    await text.fill(TEXT)
    await editor.getByRole('tab', { name: 'Preview' }).click()
    const preview = editor.getByRole('tabpanel', { name: 'Preview' })
    await expect(preview.getByRole('heading', { name: 'Scope' })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('Two')
    await expectNoAxeAtBothWidths(page, 'the statement editor', editor)
    await shotAtBothWidths(page, 'sow-editor-preview')
    await editor.getByRole('tab', { name: 'Write' }).click()
    await editor.getByRole('button', { name: 'Save Draft' }).click()
    await expect(editor).toBeHidden()

    const list = section.getByRole('list', { name: 'Statements of work' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    const [draft] = ((await (await page.request.get(`/api/partner-projects/${project.id}/sows`)).json()) as { sows: Sow[] }).sows
    expect(draft.status).toBe('draft')
    const row = list.locator(`[data-sow-id="${draft.id}"]`)
    await expect(row).toContainText('Draft')
    await expect(row).toContainText('Booking agent, phase one')
    await expect(row).toContainText(draft.number)

    // An edit keeps it a draft.
    await row.getByRole('button', { name: `Edit ${draft.number}` }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${draft.number}` })
    await expect(edit.getByLabel('Text (Markdown)')).toHaveValue(TEXT)
    await edit.getByLabel('Title').fill('Booking agent build')
    await edit.getByRole('button', { name: 'Save Draft' }).click()
    await expect(edit).toBeHidden()
    await expect(row).toContainText('Booking agent build')
    await expectNoAxeAtBothWidths(page, "the partner's statements", sheet)

    // Send, after a confirmation that names the client.
    await row.getByRole('button', { name: `Send ${draft.number}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Send ${draft.number} to ${clientName}?` })
    await expect(confirm).toContainText('will get an e-mail')
    await confirm.getByRole('button', { name: 'Send Statement' }).click()
    await expect(confirm).toBeHidden()
    await expect(row).toContainText('Sent')
    await expect(row.getByRole('button', { name: `Withdraw ${draft.number}` })).toBeVisible()
    await expect(row.getByRole('button', { name: `Edit ${draft.number}` })).toHaveCount(0)
    await shotAtBothWidths(page, 'sow-partner-sent', sheet)

    // A second one, sent through the API and withdrawn in the sheet: the client never sees it.
    const second = await partnerPost<Sow>(page.request, `/api/partner-projects/${project.id}/sows`, { title: 'Phase two', body: 'Later.' })
    await partnerPost<Sow>(page.request, `/api/partner/sows/${second.id}/send`, undefined, 200)
    await page.reload()
    const secondRow = list.locator(`[data-sow-id="${second.id}"]`)
    await secondRow.getByRole('button', { name: `Withdraw ${second.number}` }).click()
    await page.getByRole('alertdialog', { name: `Withdraw ${second.number}?` }).getByRole('button', { name: 'Withdraw Statement' }).click()
    await expect(secondRow).toContainText('Withdrawn')

    const links = (await (await page.request.get('/api/client-links')).json()) as Link[]
    const link = links.find((l) => l.clientId === client.id && l.active)
    expect(link).toBeTruthy()

    // The client reads it in their portal and signs it: the name and the box are both needed.
    const context = await browser.newContext({ viewport: DESKTOP })
    const portal = await context.newPage()
    await portal.goto(`/c/${link!.token}`)
    await expect(portal.getByText('A statement of work is waiting for your signature.')).toBeVisible()
    await expect(portal.getByRole('heading', { level: 2, name: 'Statements of Work' })).toBeVisible()
    await expect(portal.locator(`article[data-sow-id="${second.id}"]`)).toHaveCount(0)
    const card = portal.locator(`article[data-sow-id="${draft.id}"]`)
    await expect(card.getByRole('heading', { name: 'Booking agent build' })).toBeVisible()
    await expect(card).toContainText(`Statement of work ${draft.number}`)
    await expect(card.getByRole('heading', { name: 'Scope' })).toBeVisible()
    await expect(card.getByRole('listitem').filter({ hasText: 'Call flows' })).toBeVisible()
    await expect(card).toContainText('Awaiting Signature')
    await expectNoAxeAtBothWidths(portal, "the client's statement")
    await shotAtBothWidths(portal, 'sow-client-waiting')

    await card.getByRole('button', { name: `Sign Statement ${draft.number}` }).click()
    const sign = card.getByRole('form', { name: `Sign ${draft.number}` })
    const name = sign.getByLabel('Type your full name')
    await expect(name).toBeFocused()
    await sign.getByRole('button', { name: 'Sign Statement' }).click()
    await expect(name).toHaveAccessibleDescription('Type your full name.')
    await name.fill(clientName)
    const consent = sign.getByRole('checkbox', { name: 'I have read and agree to this statement of work' })
    await sign.getByRole('button', { name: 'Sign Statement' }).click()
    await expect(consent).toHaveAccessibleDescription('Tick the box to agree to this statement of work.')
    await consent.check()
    await expectNoAxeAtBothWidths(portal, 'the signing form', sign)
    await shotAtBothWidths(portal, 'sow-client-signing', card)
    await sign.getByRole('button', { name: 'Sign Statement' }).click()
    await expect(card.locator('[data-outcome]')).toContainText(`Signed by ${clientName} on`)
    await expect(card.getByRole('button', { name: /Sign Statement/ })).toHaveCount(0)
    await expect(portal.getByText('A statement of work is waiting for your signature.')).toHaveCount(0)
    await expectNoAxeAtBothWidths(portal, 'the signed statement')
    await shotAtBothWidths(portal, 'sow-client-signed', card)

    // The PDF, with the text and the signature record.
    const [download] = await Promise.all([portal.waitForEvent('download'), card.getByRole('link', { name: /Download PDF/ }).click()])
    expect(download.suggestedFilename()).toBe(`${draft.number}.pdf`)
    const pdf = readFileSync(await download.path())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    await context.close()

    // The partner sees it signed; it offers nothing but its PDF.
    await page.reload()
    await expect(sheet).toBeVisible()
    await expect(row).toContainText('Signed')
    await expect(row.locator('[data-outcome]')).toContainText(`Signed by ${clientName} on`)
    await expect(row.getByRole('button')).toHaveCount(0)
    await expect(row.getByRole('link', { name: `Download PDF of ${draft.number}` })).toBeVisible()
    await expectNoAxeAtBothWidths(page, "the partner's signed statement", sheet)
    await shotAtBothWidths(page, 'sow-partner-signed', sheet)
  })
})
