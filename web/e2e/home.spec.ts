import { expect, test } from './fixtures'
import { HOME_SECTIONS } from './helpers'

test.describe('home page', () => {
  test('shows every section in order, with one h1 and the landmarks', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-section="cta"]')).toBeVisible()
    const order = await page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))
    // The testimonial carousel appears between the form and the final call to action once one is published.
    const expected = order.includes('testimonials') ? [...HOME_SECTIONS.slice(0, -1), 'testimonials', 'cta'] : HOME_SECTIONS
    expect(order).toEqual(expected)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    for (const id of ['home', 'demographic-targeting', 'about', 'contact', 'form']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1)
    }
    await expect(page.getByRole('heading', { name: 'Your Path Forward' })).toBeVisible()
    await expect(page.locator('[data-section="story"] a[href="/story"]')).toBeVisible()
    await expect(page.locator('[data-section="quiz"] a[href="/ai-finder"]')).toBeVisible()
  })

  test('uses the title from the route table', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('AI Mission | AI for 10,000 Businesses by January 18, 2027')
  })

  test("'Join the Mission' and the path buttons scroll to the application form", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Join the Mission' }).click()
    await expect(page.locator('#form')).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 0))
    const pathButtons = page.locator('[data-section="path"]').getByRole('button')
    await expect(pathButtons).toHaveCount(3)
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await pathButtons.nth(i).click()
      await expect(page.getByText('Step 1 of 3')).toBeInViewport()
    }
  })

  test('an audience card pre-selects the audience in the form', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Apply as an investor' }).click()
    await expect(page.locator('#form').getByRole('radio', { name: /^Investor/ })).toBeChecked()
  })

  test('footer: progress, community, social links, solutions, copyright and legal links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('Many businesses AI-ified')).toBeVisible()
    await expect(footer.getByText('Growing goal')).toBeVisible()
    // The businesses helped arrive as the footer comes near: a figure from the server, no fixed 75%.
    await footer.scrollIntoViewIfNeeded()
    await expect(footer.getByTestId('businesses-helped')).toHaveText(/^\d[\d,]*$/)
    await expect(footer.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/)
    await expect(footer.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '10000')
    const community = footer.getByRole('link', { name: /Join the free community/ })
    await expect(community).toHaveAttribute('target', '_blank')
    await expect(community).toHaveAttribute('rel', 'nofollow noopener noreferrer')
    await expect(community).toHaveAttribute('href', /^https?:\/\//)
    for (const name of ['GitHub', 'LinkedIn', 'X (Twitter)', 'Replit']) {
      await expect(footer.getByRole('link', { name: `AI Mission on ${name}` })).toHaveAttribute('href', /^https?:\/\//)
    }
    for (const item of ['AI phone agents', 'AI chatbots', 'Workflow automation', 'Data processing', 'Custom AI apps']) {
      await expect(footer.getByText(item, { exact: true })).toBeVisible()
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} AI Mission`)).toBeVisible()
    for (const href of ['/income-disclosure', '/refund-policy', '/partners']) {
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible()
    }
    await expect(page.getByText('Our mission: transform 10,000 businesses with AI by January 18, 2027.')).toBeVisible()
  })

  test('footer items that are not links do not look like links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const look = (el: Element) => {
      const s = getComputedStyle(el)
      return { color: s.color, cursor: s.cursor, underline: s.textDecorationLine }
    }
    const link = footer.getByRole('link', { name: 'Refund policy' })
    const linkLook = await link.evaluate(look)
    const facts = footer.locator('[data-footer-facts] li')
    await expect(facts).toHaveCount(8) // the five AI solutions and the three claims
    for (const fact of await facts.all()) {
      await expect(fact.getByRole('link')).toHaveCount(0)
      const before = await fact.evaluate(look)
      await fact.hover()
      const hovered = await fact.evaluate(look)
      // No hover colour, no pointer, no underline: and not the links' colour either.
      expect(hovered).toEqual(before)
      expect(before.cursor).toBe('default')
      expect(before.underline).toBe('none')
      expect(before.color).not.toBe(linkLook.color)
    }
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })

  test('client-side navigation updates the title and description from the route table', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click()
    await expect(page).toHaveURL(/\/refund-policy$/)
    await expect(page).toHaveTitle('Refund Policy | AI Mission')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /7-day refund policy/)
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible()
  })
})
