import { expect, test } from './fixtures'
import { expectNoAxeAtBothWidths } from './axe'
import { agentTemplate, useFakeModel } from './automationHelpers'
import { uniqueTag } from './helpers'
import { acceptInvitation, invitePartner } from './partnerHelpers'
import { partnerPost } from './staffPartnerHelpers'

test.describe('Automation runs', () => {
  test.describe.configure({ timeout: 120_000 })

  const { calls, url: modelURL } = useFakeModel()

  test('a partner sets their model endpoint, test runs an agent, finds the run in its history and runs it again', async ({ page, baseURL }) => {
    const tag = uniqueTag('r')
    const templateName = `Enquiry agent ${tag}`
    const templateId = await agentTemplate(baseURL!, templateName)
    await acceptInvitation(page, await invitePartner(baseURL!))
    const agent = await partnerPost<{ id: number; name: string }>(page.request, `/api/partner/marketplace/templates/${templateId}/install`, {}, 201)

    await page.goto('/partners/marketplace?tab=automations')
    const section = page.getByRole('region', { name: 'My automations' })
    const card = section.getByRole('listitem').filter({ hasText: agent.name })
    await expect(card).toBeVisible()

    // The prompt names the client: the Test Run asks for it.
    await card.getByRole('button', { name: `Edit ${agent.name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit agent' })
    await edit.getByLabel('Prompt').fill('You answer enquiries for {{client_name}}, kindly and briefly.')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(edit).toBeHidden()

    // No model yet: the usage panel and the Test Run say so before anything runs.
    const usage = page.getByRole('region', { name: 'Runs this month' })
    await expect(usage.getByTestId('usage-model')).toContainText('No model endpoint')
    await expect(usage.getByTestId('usage-runs')).toHaveText('0')
    await card.getByRole('button', { name: `Test Run ${agent.name}` }).click()
    const testRun = page.getByRole('dialog', { name: 'Test Run' })
    await expect(testRun.getByText('No model endpoint is set up')).toBeVisible()
    await expect(testRun.getByRole('button', { name: 'Run', exact: true })).toBeDisabled()
    await expectNoAxeAtBothWidths(page, 'the Test Run without a model', testRun)
    await testRun.getByRole('button', { name: 'Set Up Model Endpoint' }).click()

    // The partner's own endpoint, with a key that is never shown again.
    const endpoint = page.getByRole('dialog', { name: 'Model Endpoint' })
    await expect(endpoint.getByLabel('Base URL')).toBeVisible()
    await expect(testRun).toBeHidden()
    await expect(endpoint.getByLabel('API key')).toHaveAttribute('type', 'password')
    await expectNoAxeAtBothWidths(page, 'the Model Endpoint dialog', endpoint)
    await endpoint.getByLabel('Base URL').fill('not an address')
    await endpoint.getByLabel('API key').fill('sk-e2e-key-123')
    await endpoint.getByRole('button', { name: 'Add Endpoint' }).click()
    await expect(endpoint.getByLabel('Base URL')).toHaveAttribute('aria-invalid', 'true')
    await endpoint.getByLabel('Base URL').fill(modelURL())
    await endpoint.getByRole('button', { name: 'Add Endpoint' }).click()
    await expect(endpoint).toBeHidden()
    // Back where the way to it began: the Test Run that asked for a model.
    await expect(card.getByRole('button', { name: `Test Run ${agent.name}` })).toBeFocused()
    await expect(usage.getByTestId('usage-model')).toHaveText(`Your own endpoint: ${new URL(modelURL()).host}`)
    const saved = (await (await page.request.get('/api/partner/automations/endpoint')).json()) as { endpoint: { hasKey: boolean } }
    expect(saved.endpoint.hasKey).toBe(true)

    // Reopened, the key field is empty and says a key is kept.
    await usage.getByRole('button', { name: 'Model Endpoint' }).click()
    await expect(endpoint.getByLabel('API key')).toHaveValue('')
    await expect(endpoint.getByText(/A key is stored and never shown/)).toBeVisible()
    await endpoint.getByRole('button', { name: 'Cancel' }).click()
    await expect(endpoint).toBeHidden()

    // A Test Run: the named input is required, then the run finishes in the dialog.
    await card.getByRole('button', { name: `Test Run ${agent.name}` }).click()
    await expect(testRun.getByText('No model endpoint is set up')).toHaveCount(0)
    await testRun.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(testRun.getByText('Fill in client_name: the prompt uses it.')).toBeVisible()
    await expect(testRun.getByLabel('Client name')).toBeFocused()
    await testRun.getByLabel('Client name').fill('Acme')
    await testRun.getByLabel('Message (optional)').fill('Do you build booking agents?')
    await expectNoAxeAtBothWidths(page, 'the Test Run form', testRun)
    await testRun.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(testRun.getByRole('status')).toContainText('Finished in', { timeout: 15_000 })
    await expect(testRun.getByText('Hello Acme, thanks!')).toBeVisible()
    await expect(testRun.getByTestId('run-tokens')).toContainText('150')
    await expect(testRun.getByTestId('run-tokens')).toContainText('120 prompt · 30 completion')
    await expect(testRun.getByTestId('run-cost')).toHaveText('$0.000036')
    await expect(testRun.getByText('gpt-4o-mini').first()).toBeVisible()
    await expectNoAxeAtBothWidths(page, 'a finished Test Run', testRun)
    // The model got the prompt filled in, the message, and the key.
    expect(calls).toHaveLength(1)
    expect(calls[0]?.authorization).toBe('Bearer sk-e2e-key-123')
    const sent = JSON.stringify(calls[0]?.body.messages)
    expect(sent).toContain('You answer enquiries for Acme, kindly and briefly.')
    expect(sent).toContain('Do you build booking agents?')
    await testRun.getByRole('button', { name: 'Close', exact: true }).first().click()
    await expect(testRun).toBeHidden()
    await expect(card.getByRole('button', { name: `Test Run ${agent.name}` })).toBeFocused()

    // The month's usage counts it.
    await expect(usage.getByTestId('usage-runs')).toHaveText('1')
    await expect(usage.getByTestId('usage-tokens')).toContainText('150')
    await expect(usage.getByTestId('usage-cost')).toHaveText('$0.000036')

    // The history: the run, opened to all it did, then run again.
    await card.getByRole('button', { name: `Runs of ${agent.name}` }).click()
    const runs = page.getByRole('dialog', { name: 'Runs' })
    await expect(runs.getByText(/Showing 1 of 1 run\b/)).toBeVisible()
    const first = runs.getByRole('listitem').first()
    await expect(first).toContainText('Succeeded')
    await expect(first).toContainText('Test run')
    await first.getByRole('button', { expanded: false }).click()
    await expect(first.getByRole('region', { name: 'Output' })).toContainText('Hello Acme, thanks!')
    await expect(first.getByRole('region', { name: 'Input' })).toContainText('Acme')
    await expect(first.getByTestId('run-cost')).toHaveText('$0.000036')
    await expectNoAxeAtBothWidths(page, 'the run history', runs)
    await runs.getByLabel('Status').selectOption({ label: 'Failed' })
    await expect(runs.getByText('No runs match these filters')).toBeVisible()
    await runs.getByRole('button', { name: 'Clear Filters' }).first().click()
    await expect(runs.getByText(/Showing 1 of 1 run\b/)).toBeVisible()

    await runs.getByRole('listitem').first().getByRole('button', { name: /^Re-Run #/ }).click()
    await expect(runs.getByText(/Showing 2 of 2 runs/)).toBeVisible()
    const again = runs.getByRole('listitem').first()
    await expect(again).toContainText(/re-run of #\d+/)
    // The new run's line takes the focus from the button that queued it.
    await expect(again.getByRole('button', { expanded: true })).toBeFocused()
    await expect(again).toContainText('Succeeded', { timeout: 15_000 })
    await expect(again.getByRole('region', { name: 'Output' })).toContainText('Hello Acme, thanks!')
    expect(calls).toHaveLength(2)
    await runs.getByRole('button', { name: 'Close runs' }).click()
    await expect(runs).toBeHidden()
    await expect(card.getByRole('button', { name: `Runs of ${agent.name}` })).toBeFocused()
    await expect(usage.getByTestId('usage-runs')).toHaveText('2')
    await expect(usage.getByTestId('usage-tokens')).toContainText('300')
    await expectNoAxeAtBothWidths(page, 'My automations with usage', section)
  })
})
