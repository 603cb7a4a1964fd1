import { expectNoAxe, expectNoAxeAtBothWidths } from './axe'
import { expect, test } from './fixtures'
import { adminLogin, expectToast, uniqueTag } from './helpers'
import { createPartnerViaApi, partnerPost, signInAsPartner } from './staffPartnerHelpers'

test.describe('Admin automations', () => {
  test.describe.configure({ timeout: 120_000 })

  test('staff see a partner’s automations this month and pause one', async ({ page, baseURL }) => {
    await adminLogin(page)
    const tag = uniqueTag('a')

    // A partner with an agent of their own, installed from a template staff publish.
    const { partner, invitationUrl } = await createPartnerViaApi(page, `Lumen Dental ${tag}`)
    const made = await page.request.post('/api/admin/marketplace/templates', {
      data: {
        name: `Review replier ${tag}`,
        description: 'Thanks each client for their review, kindly and briefly.',
        category: 'Support',
        type: 'agent',
        template: { prompt: 'Reply to {{client_name}} with thanks for their review.', model: 'gpt-4o-mini', temperature: 0.3, maxTokens: 300 },
        tags: [],
        difficulty: 'beginner',
        estimatedSetupTime: '5 minutes',
        requiredIntegrations: [],
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    const templateId = ((await made.json()) as { id: number }).id
    const partnerApi = await signInAsPartner(baseURL!, invitationUrl)
    let agent: { id: number; name: string }
    try {
      agent = await partnerPost(partnerApi, `/api/partner/marketplace/templates/${templateId}/install`, {})
      const on = await partnerApi.patch(`/api/partner/automations/agent/${agent.id}`, { data: { status: 'active' } })
      expect(on.status(), await on.text()).toBe(200)
    } finally {
      await partnerApi.dispose()
    }

    await page.goto('/admin?tab=automations')
    const section = page.getByRole('tabpanel', { name: 'Automations' })
    await expect(section.getByRole('heading', { level: 2, name: 'Automations' })).toBeVisible()
    const card = section.getByRole('article', { name: partner.company })
    await expect(card).toBeVisible()
    await expect(card.getByText(partner.email)).toBeVisible()
    await expect(card.getByText(/of the monthly limit$/)).toBeVisible()
    const row = card.getByRole('list', { name: `Automations of ${partner.company}` }).getByRole('listitem').filter({ hasText: agent.name })
    await expect(row.getByText('AI Agent', { exact: true })).toBeVisible()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(row.getByText('0 runs', { exact: true })).toBeVisible()
    await card.scrollIntoViewIfNeeded()
    await expectNoAxeAtBothWidths(page, 'the Automations section', section)

    // Pausing asks first, says it is done, and the list shows it paused.
    await row.getByRole('button', { name: `Pause ${agent.name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Pause this automation?' })
    await expect(confirm).toContainText(`"${agent.name}" of ${partner.company}`)
    await expectNoAxe(page, 'the pause confirmation')
    await confirm.getByRole('button', { name: 'Pause Automation' }).click()
    await expect(confirm).toBeHidden()
    await expectToast(page, 'Automation paused')
    await expect(row.getByText('Paused', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `Pause ${agent.name}` })).toHaveCount(0)

    // The server has it paused too.
    const usage = (await (await page.request.get('/api/admin/automations/usage')).json()) as {
      partners: { partnerId: number; automations: { kind: string; id: number; status: string }[] }[]
    }
    const mine = usage.partners.find((p) => p.partnerId === partner.id)?.automations.find((a) => a.kind === 'agent' && a.id === agent.id)
    expect(mine?.status).toBe('paused')
    await expectNoAxeAtBothWidths(page, 'the Automations section after a pause', section)
  })
})
