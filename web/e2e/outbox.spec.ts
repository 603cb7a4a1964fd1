import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, applicant, fillApplication, form, openForm, openTab, uniqueTag } from './helpers'

test.describe('outbox', () => {
  test('an application appears as a rendered staff notification and as the applicant confirmation', async ({ page }) => {
    test.setTimeout(90_000)
    const a = applicant({ name: `Jordan ${uniqueTag('Out')}` })
    await page.goto('/')
    await openForm(page)
    await fillApplication(page, a)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      form(page).getByRole('button', { name: 'Submit application' }).click(),
    ])
    expect(response.status()).toBe(201)

    await adminLogin(page)
    await openTab(page, 'Outbox')
    // No SMTP_URL under the test server: said plainly.
    await expect(page.getByText('No mail server is set: e-mails are not being sent.')).toBeVisible()

    const staffSubject = `New lead: ${a.name} (the application form)`
    const staffRow = page.locator('[data-message-id]').filter({ hasText: staffSubject })
    const confirmation = page.locator('[data-message-id]').filter({ hasText: a.email })
    await expect(staffRow).toHaveCount(1)
    await expect(staffRow).toContainText('staff@aimission.example')
    await expect(staffRow).toContainText('Pending')
    await expect(confirmation).toHaveCount(1)
    await expect(confirmation).toContainText('We received your application, Jordan')
    await expectNoAxe(page)

    // The status filter: nothing of ours is sent or dead.
    await page.getByRole('button', { name: /^Sent/ }).click()
    await expect(page).toHaveURL(/status=sent/)
    await expect(staffRow).toHaveCount(0)
    await page.getByRole('button', { name: /^Pending/ }).click()
    await expect(staffRow).toHaveCount(1)

    await staffRow.getByRole('button', { name: staffSubject }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: staffSubject })).toBeVisible()
    await expect(dialog).toContainText('staff@aimission.example')
    // Staff answer the applicant straight from the notification.
    await expect(dialog.getByText(`Replies go to ${a.email}`)).toBeVisible()
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('sandbox', '')
    expect(await frame.getAttribute('srcdoc')).toContain(a.name)
    await expect(page.frameLocator('iframe[title^="E-mail preview"]').getByText('AI Mission', { exact: true })).toBeVisible()
    await expectNoAxe(page)
    await dialog.getByRole('tab', { name: 'Plain text' }).click()
    await expect(dialog.locator('pre')).toContainText('/admin?tab=leads&lead=')
    await expect(dialog.locator('pre')).toContainText(/-- \nYou are receiving this because this address gets the staff notifications of [^ ]+ \(STAFF_EMAIL\)\.\s*$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await confirmation.getByRole('button').first().click()
    await expect(dialog.getByRole('heading', { name: 'We received your application, Jordan' })).toBeVisible()
    // A business owner's form went on to /clients-call: the e-mail links there too.
    expect(await dialog.locator('iframe').getAttribute('srcdoc')).toContain('/clients-call')
    expect(await dialog.locator('iframe').getAttribute('srcdoc')).toContain('You are receiving this because you applied to the AI Mission partner programme on')
    await expect(dialog.getByText(/Replies go to/)).toHaveCount(0)
  })
})

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A tiny webhook receiver on a free local port. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{"received":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, url: `http://127.0.0.1:${port}/hooks/${uniqueTag('r')}`, received }
}

test.describe('webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  test.beforeAll(async () => {
    receiver = await startReceiver()
  })
  test.afterAll(async () => {
    await new Promise((resolve) => receiver.server.close(resolve))
  })

  test('an endpoint added in the admin receives a signed lead.created, shown in its delivery log', async ({ page, context }) => {
    // A long journey with five accessibility scans: more than the default on a busy machine.
    test.setTimeout(120_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await adminLogin(page)
    await openTab(page, 'Webhooks')
    await expectNoAxe(page)

    await page.getByRole('button', { name: 'Add endpoint' }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Add endpoint' })).toBeVisible()
    // The events come from the server.
    for (const event of ['lead.created', 'partner_application.submitted', 'subscription.completed']) {
      await expect(dialog.getByRole('checkbox', { name: new RegExp(event.replace('.', '\\.')) })).toBeVisible()
    }
    await dialog.getByRole('button', { name: 'Add endpoint' }).click()
    await expect(dialog.getByText('Choose at least one event.')).toBeVisible()
    await expectNoAxe(page)
    await dialog.getByLabel('Endpoint URL').fill(receiver.url)
    await dialog.getByRole('checkbox', { name: /^lead\.created/ }).click()
    await dialog.getByRole('button', { name: 'Add endpoint' }).click()

    await expect(dialog.getByRole('heading', { name: 'Endpoint added' })).toBeVisible()
    await expect(dialog.getByText('you will not see it again')).toBeVisible()
    const secret = await dialog.getByLabel('Signing secret').inputValue()
    expect(secret).toMatch(/^whsec_/)
    await dialog.getByRole('button', { name: 'Copy' }).click()
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await expectNoAxe(page)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()

    const card = page.locator('[data-endpoint-id]').filter({ hasText: receiver.url })
    await expect(card).toContainText('Active')
    await expect(card).toContainText('lead.created')

    // A new lead: the worker is woken by the change (and polls every 2 s for retries).
    const email = `hook+${uniqueTag()}@example.com`
    const lead = await page.request.post('/api/leads', { data: { name: 'Webhook Lead', email, source: 'landing_page' } })
    expect(lead.status()).toBe(201)
    await expect
      .poll(() => receiver.received.filter((r) => r.body.includes(email)).length, { timeout: 15_000 })
      .toBe(1)
    const got = receiver.received.find((r) => r.body.includes(email))
    expect(JSON.parse(got?.body ?? '{}')).toMatchObject({ type: 'lead.created', data: { email } })
    expect(got?.headers['webhook-id']).toMatch(/^msg_/)
    expect(got?.headers['webhook-signature']).toMatch(/^v1,/)

    await card.getByRole('button', { name: /^Deliveries/ }).click()
    const log = page.getByRole('dialog')
    await expect(log.getByRole('heading', { name: 'Delivery log' })).toBeVisible()
    const attempt = log.locator('[data-delivery-id]').first()
    await expect.poll(async () => attempt.textContent(), { timeout: 15_000 }).toContain('lead.created')
    await expect(attempt).toContainText('200')
    await expect(attempt).toContainText('{"received":true}')
    await expect(attempt).toContainText(' ms')
    await expectNoAxe(page)

    // Replay: the same event again, under its same id.
    await attempt.getByRole('button', { name: /^Replay/ }).click()
    await expect
      .poll(() => receiver.received.filter((r) => r.body.includes(email)).length, { timeout: 15_000 })
      .toBe(2)
    const ids = receiver.received.filter((r) => r.body.includes(email)).map((r) => r.headers['webhook-id'])
    expect(ids[1]).toBe(ids[0])
    await expect(log.locator('[data-delivery-id]')).toHaveCount(2, { timeout: 10_000 })
    await log.getByRole('button', { name: 'Close delivery log' }).click()
    await expect(log).toBeHidden()

    // The webhook shows in the Outbox too, sent.
    await openTab(page, 'Outbox')
    await page.getByRole('button', { name: /^Sent/ }).click()
    await expect(page.locator('[data-message-id]').filter({ hasText: receiver.url }).first()).toContainText('lead.created')
    await openTab(page, 'Webhooks')

    await card.getByRole('button', { name: /^Turn Off/ }).click()
    await expect(card).toContainText('Off')
    await card.getByRole('button', { name: /^Turn On/ }).click()
    await expect(card).toContainText('Active')

    await card.getByRole('button', { name: /^Delete/ }).click()
    const confirm = page.getByRole('dialog')
    await expect(confirm.getByRole('heading', { name: 'Delete this endpoint?' })).toBeVisible()
    await expectNoAxe(page)
    await confirm.getByRole('button', { name: 'Delete endpoint' }).click()
    await expect(card).toHaveCount(0)
  })
})
