import { createHmac, randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { expectNoAxeAtBothWidths } from './axe'
import { agentTemplate, appTemplate, useFakeModel } from './automationHelpers'
import { uniqueTag } from './helpers'
import { acceptInvitation, invitePartner } from './partnerHelpers'
import { partnerPost } from './staffPartnerHelpers'

/** The Standard Webhooks headers for a body signed with a whsec_ secret. */
function signed(secret: string, body: string): Record<string, string> {
  const id = `msg_${randomUUID()}`
  const timestamp = String(Math.floor(Date.now() / 1000))
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` }
}

test.describe('Automation triggers', () => {
  test.describe.configure({ timeout: 150_000 })

  const { calls, url: modelURL } = useFakeModel()

  test('a partner starts an agent from a signed webhook, schedules it and adds an event; then writes an app workflow and test runs it', async ({ page, baseURL }) => {
    const tag = uniqueTag('t')
    const agentTemplateId = await agentTemplate(baseURL!, `Trigger agent ${tag}`)
    const appTemplateId = await appTemplate(baseURL!, `Lead app ${tag}`)
    await acceptInvitation(page, await invitePartner(baseURL!))
    const agent = await partnerPost<{ id: number; name: string }>(page.request, `/api/partner/marketplace/templates/${agentTemplateId}/install`, {}, 201)
    const endpoint = await page.request.put('/api/partner/automations/endpoint', { data: { url: modelURL(), apiKey: '', clearKey: false } })
    expect(endpoint.status(), await endpoint.text()).toBe(200)

    await page.goto('/partners/marketplace?tab=automations')
    const section = page.getByRole('region', { name: 'My automations' })
    const card = section.getByRole('listitem').filter({ hasText: agent.name })
    await expect(card).toBeVisible()

    // A draft: the sheet says triggers wait for Active.
    await card.getByRole('button', { name: `Triggers of ${agent.name}` }).click()
    const sheet = page.getByRole('dialog', { name: 'Triggers' })
    await expect(sheet.getByText('No triggers yet')).toBeVisible()
    await expect(sheet.getByTestId('triggers-inactive')).toContainText('it is Draft now')
    await sheet.getByRole('button', { name: 'Close triggers' }).click()
    await expect(sheet).toBeHidden()

    // Switched Active.
    await card.getByRole('button', { name: `Edit ${agent.name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit agent' })
    await edit.getByLabel('Status').selectOption({ label: 'Active' })
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(edit).toBeHidden()
    await expect(card.getByText('Active', { exact: true })).toBeVisible()

    // A webhook: its address and secret, read from the screen.
    await card.getByRole('button', { name: `Triggers of ${agent.name}` }).click()
    await expect(sheet.getByTestId('triggers-inactive')).toHaveCount(0)
    await expect(sheet.getByRole('radio', { name: /Webhook/ })).toBeChecked()
    await sheet.getByRole('button', { name: 'Add Trigger' }).click()
    const hook = sheet.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Webhook' }) })
    await expect(hook).toBeVisible()
    const url = (await hook.getByTestId('webhook-url').textContent()) ?? ''
    expect(url).toMatch(/\/api\/hooks\/automations\/\S+$/)
    const secretField = hook.getByTestId('webhook-secret')
    await expect(secretField).toContainText('••••')
    await hook.getByRole('button', { name: 'Show secret' }).click()
    await expect(secretField).not.toContainText('••••')
    const secret = ((await secretField.textContent()) ?? '').trim()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/)
    await expect(hook.getByRole('button', { name: 'Copy webhook URL' })).toBeVisible()
    await expect(hook.getByRole('button', { name: 'Copy signing secret' })).toBeVisible()

    // Another service posts to it, signed.
    const body = JSON.stringify({ message: 'A new enquiry from Acme' })
    const unsigned = await page.request.post(new URL(new URL(url).pathname, baseURL).toString(), { data: body, headers: { 'content-type': 'application/json' } })
    expect(unsigned.status()).toBe(401)
    const posted = await page.request.post(new URL(new URL(url).pathname, baseURL).toString(), { data: body, headers: signed(secret, body) })
    expect(posted.status(), await posted.text()).toBe(202)

    // A schedule: its cron, time zone and next run.
    await sheet.getByRole('radio', { name: /Schedule/ }).check()
    await sheet.getByRole('button', { name: /0 9 \* \* 1-5 every weekday/ }).click()
    await expect(sheet.getByLabel('Cron schedule')).toHaveValue('0 9 * * 1-5')
    await sheet.getByRole('button', { name: 'Add Trigger' }).click()
    const schedule = sheet.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Schedule: 0 9 * * 1-5' }) })
    await expect(schedule).toContainText(/Next run \w{3} \d{1,2} \w{3}, 09:00/)

    // An event, added then deleted after confirming.
    await sheet.getByRole('radio', { name: /Event/ }).check()
    await sheet.getByLabel('Client event').selectOption({ label: 'A client sends a message' })
    await sheet.getByRole('button', { name: 'Add Trigger' }).click()
    const event = sheet.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'A client sends a message' }) })
    await expect(event).toContainText('Fills client_name and message.')
    await expect(sheet.getByRole('heading', { name: '3 of 10 triggers' })).toBeVisible()
    await expectNoAxeAtBothWidths(page, 'the Triggers sheet', sheet)
    await event.getByRole('button', { name: 'Delete trigger A client sends a message' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this trigger?' })
    await confirm.getByRole('button', { name: 'Delete Trigger' }).click()
    await expect(confirm).toBeHidden()
    await expect(event).toHaveCount(0)
    await expect(sheet.getByRole('heading', { name: '2 of 10 triggers' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Close triggers' }).click()
    await expect(sheet).toBeHidden()

    // The webhook's run, in the agent's history.
    await card.getByRole('button', { name: `Runs of ${agent.name}` }).click()
    const runs = page.getByRole('dialog', { name: 'Runs' })
    const hookRun = runs.getByRole('listitem').filter({ hasText: 'Webhook' }).first()
    await expect(hookRun).toBeVisible()
    await expect(hookRun).toContainText('Succeeded', { timeout: 15_000 })
    await hookRun.getByRole('button', { expanded: false }).click()
    await expect(hookRun.getByRole('region', { name: 'Input' })).toContainText('A new enquiry from Acme')
    await runs.getByRole('button', { name: 'Close runs' }).click()
    await expect(runs).toBeHidden()

    // An app: installed from a template whose workflow only describes its steps.
    const app = await partnerPost<{ id: number; name: string }>(page.request, `/api/partner/marketplace/templates/${appTemplateId}/install`, {}, 201)
    await page.reload()
    const appCard = section.getByRole('listitem').filter({ hasText: app.name })
    await expect(appCard.getByRole('button', { name: `Test Run ${app.name}` })).toBeVisible()
    await expect(appCard.getByRole('button', { name: `Triggers of ${app.name}` })).toBeVisible()
    await appCard.getByRole('button', { name: `Edit ${app.name}` }).click()
    const editApp = page.getByRole('dialog', { name: 'Edit app' })
    const editor = editApp.getByLabel('Workflow (JSON)')
    await expect(editor).toHaveValue(/"steps": 2/)

    // A JSON mistake is caught here; a step the server refuses is listed by number and name.
    await editor.fill('{"steps": [')
    await editApp.getByRole('button', { name: 'Save Changes' }).click()
    await expect(editApp.getByText(/This is not valid JSON/)).toBeVisible()
    const draft = { name: 'draft', type: 'agent', agentId: agent.id, input: { message: 'Write a short reply to {{input.client_name}}.' } }
    const notify = { name: 'notify', type: 'email', to: 'partner', subject: 'Reply for {{input.client_name}}', message: '{{steps.draft.output}}' }
    await editor.fill(JSON.stringify({ steps: [draft, { name: 'lookup', type: 'http', method: 'GET', url: 'http://example.com' }, notify] }, null, 2))
    await editApp.getByRole('button', { name: 'Save Changes' }).click()
    await expect(editApp.getByRole('list', { name: 'Workflow problems' })).toContainText('Step 2 (lookup), url: Enter a full https:// address.')
    await editApp.getByText('Step Reference').click()
    await expect(editApp.getByText(`${agent.name} (agentId ${agent.id})`)).toBeVisible()
    await expectNoAxeAtBothWidths(page, 'the workflow editor', editApp)
    await editor.fill(JSON.stringify({ steps: [draft, notify] }, null, 2))
    await expect(editApp.getByText('Test Run asks for: client_name.')).toBeVisible()
    await editApp.getByRole('button', { name: 'Save Changes' }).click()
    await expect(editApp).toBeHidden()

    // Its Test Run asks for the workflow's input and shows both steps.
    await appCard.getByRole('button', { name: `Test Run ${app.name}` }).click()
    const testRun = page.getByRole('dialog', { name: 'Test Run' })
    await testRun.getByLabel('Client name').fill('Acme')
    await testRun.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(testRun.getByRole('status')).toContainText('Finished in', { timeout: 20_000 })
    const steps = testRun.getByRole('region', { name: 'Steps' })
    await expect(steps.getByRole('listitem')).toHaveCount(2)
    await expect(steps.getByRole('listitem').nth(0)).toContainText('1. draft (agent)')
    await expect(steps.getByRole('listitem').nth(0)).toContainText('Hello Acme, thanks!')
    await expect(steps.getByRole('listitem').nth(1)).toContainText('2. notify (email)')
    const sent = JSON.stringify(calls.at(-1)?.body.messages)
    expect(sent).toContain('Write a short reply to Acme.')
  })
})
