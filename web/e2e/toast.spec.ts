import { expect, test, type Locator, type Page } from './fixtures'
import { openTab, PHONE } from './helpers'
import { acceptInvitation, invitePartner } from './partnerHelpers'

type Box = { x: number; y: number; width: number; height: number }

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The controls of a client card: its buttons (Generate Portal Link, Manage Access, Copy Link). */
const controlsOf = (card: Locator) => card.getByRole('button')

/** Boxes of the shown controls of these cards, by name for the failure message. */
async function boxesOf(page: Page, cards: Locator[]): Promise<{ name: string; box: Box }[]> {
  const out: { name: string; box: Box }[] = []
  for (const card of cards) {
    const heading = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
    for (const control of await controlsOf(card).all()) {
      const box = await control.boundingBox()
      const view = page.viewportSize()
      if (box && view && box.y + box.height > 0 && box.y < view.height) out.push({ name: `${heading}: ${await control.textContent()}`, box })
    }
  }
  return out
}

const WIDTHS = [
  { width: PHONE.width, height: PHONE.height },
  { width: 1280, height: 800 },
]

test.describe('a toast keeps clear of the controls near the one that raised it', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  for (const view of WIDTHS) {
    test(`Generate Portal Link in the client list at ${view.width} px`, async ({ page, baseURL }) => {
      test.setTimeout(120_000)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize(view)
      await acceptInvitation(page, await invitePartner(baseURL ?? ''))
      const names = ['Ada Lane', 'Ben Ortiz', 'Cleo Park', 'Dev Shah', 'Eli Moss', 'Fay Lind']
      for (const name of names) {
        const client = (await (await page.request.post('/api/clients', { data: { name, email: `${name.replace(' ', '.')}@clients.example` } })).json()) as { id: number }
        expect((await page.request.post('/api/partner-projects', { data: { title: `Agent for ${name}`, clientId: client.id } })).status()).toBe(201)
      }
      await openTab(page, 'Clients')
      const cards = page.getByRole('list', { name: 'Clients', exact: true }).locator(':scope > li')
      await expect(cards).toHaveCount(names.length)
      const region = page.getByRole('region', { name: /Notifications/ })

      // The raising button high, in the middle and low on the screen, on cards with and without links.
      const tries = [
        { card: 1, at: 0.75 },
        { card: 2, at: 0.5 },
        { card: 3, at: 0.3 },
        { card: 4, at: 0.6 },
      ]
      for (const [n, t] of tries.entries()) {
        const card = cards.nth(t.card)
        const generate = card.getByRole('button', { name: 'Generate Portal Link' })
        await generate.evaluate((el, at) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight * at), t.at)
        await generate.click()
        const shown = region.locator('li').filter({ hasText: 'Portal Link Generated' })
        await expect(shown).toBeVisible()
        await expect(card).toContainText('1 project')
        // The toast follows the page as it settles (the card growing with its
        // link re-places it on the next frame): measured once both are still.
        let toastBox: Box | null = null
        await expect
          .poll(async () => {
            toastBox = await shown.boundingBox()
            const near = await boxesOf(page, [cards.nth(t.card - 1), card, cards.nth(t.card + 1)])
            if (near.length <= 2) return ['fewer than three controls near']
            return near.filter((c) => toastBox && intersects(toastBox, c.box)).map((c) => c.name)
          }, { message: 'the toast covers a control near the one that raised it', timeout: 3_000 })
          .toEqual([])
        expect(toastBox).not.toBeNull()
        // Inside the screen, clear of the sticky header.
        expect(toastBox!.y).toBeGreaterThanOrEqual(64)
        expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(view.height)
        if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/toast-${view.width}-${n}.png` })
        await shown.getByRole('button', { name: 'Close' }).click()
        await expect(shown).toBeHidden()
      }
    })
  }
})
