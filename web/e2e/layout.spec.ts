import { expect, test, type Page } from './fixtures'
import { adminLogin, openAdminTab, settle } from './helpers'
import { adminTabs, publicPaths, routeTable, shareImagePath } from './routes'

const PHONE = { width: 390, height: 844 }

/** How far the document reaches sideways beyond the viewport (0 when nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

test.describe('no page scrolls sideways on a 390 px phone', () => {
  test.use({ viewport: PHONE })

  for (const path of publicPaths) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await settle(page)
      expect(await sidewaysOverflow(page)).toBe(0)
      if (path === '/testimonials') {
        await page.getByRole('tab', { name: 'View Testimonials' }).click()
        await expect(page.locator('[data-testimonial-id]').first().or(page.getByText('No testimonials found'))).toBeVisible()
        expect(await sidewaysOverflow(page)).toBe(0)
      }
    })
  }

  test('admin login and every dashboard tab', async ({ page, request }) => {
    // A lead with a long unbroken name and a long source must still fit.
    await request.post('/api/leads', {
      data: {
        name: 'Bartholomew Featherstonehaugh-Cholmondeley',
        email: 'bartholomew.featherstonehaugh@example.com',
        phone: '+44 20 7946 0000',
        businessChallenge: 'A challenge long enough to wrap over several lines on a phone screen in the inbox.',
        source: 'partner_licensing_application',
      },
    })
    await page.goto('/admin/login')
    await settle(page)
    expect(await sidewaysOverflow(page)).toBe(0)
    await adminLogin(page)
    for (const tab of adminTabs) {
      await openAdminTab(page, tab.name)
      const panel = page.getByRole('tabpanel', { name: tab.name })
      await expect(panel).toBeVisible()
      await expect(panel.getByText(/^Loading/)).toHaveCount(0)
      expect(await sidewaysOverflow(page), tab.name).toBe(0)
    }
  })
})

interface LdNode {
  '@type': string
  [key: string]: unknown
}

async function structuredData(page: Page): Promise<LdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks).toHaveLength(1)
  const doc = JSON.parse(blocks[0] ?? '') as { '@context': string; '@graph': LdNode[] }
  expect(doc['@context']).toBe('https://schema.org')
  return doc['@graph']
}

test.describe('structured data and share cards', () => {
  for (const path of publicPaths) {
    test(`JSON-LD parses on ${path}`, async ({ page }) => {
      await page.goto(path)
      const graph = await structuredData(page)
      const org = graph.find((n) => n['@type'] === 'Organization')
      expect(org?.name).toBe(routeTable.siteName)
      const trail = graph.find((n) => n['@type'] === 'BreadcrumbList')
      if (path === '/' || path === '/this-page-does-not-exist') {
        expect(trail).toBeUndefined()
      } else {
        const items = trail?.itemListElement as { name: string; item: string; position: number }[]
        expect(items[0]?.name).toBe('Home')
        expect(items.at(-1)?.item).toMatch(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`))
        expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
      }
    })
  }

  test('the licensing FAQ is FAQPage data that matches the questions on the page', async ({ page }) => {
    await page.goto('/partner-licensing')
    const faq = (await structuredData(page)).find((n) => n['@type'] === 'FAQPage')
    const questions = (faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]) ?? []
    expect(questions).toHaveLength(5)
    await expect(page.locator('[data-section="faq"] summary')).toHaveCount(5)
    const shown = await page.locator('[data-section="faq"] summary').allTextContents()
    expect(questions.map((q) => q.name)).toEqual(shown.map((s) => s.trim()))
    for (const q of questions) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20)
  })

  test('each public page has its own share card, a real 1200x630 JPEG', async ({ page, request }) => {
    const seen = new Set<string>()
    for (const path of publicPaths.filter((p) => p !== '/this-page-does-not-exist')) {
      await page.goto(path)
      const image = await page.locator('meta[property="og:image"]').getAttribute('content')
      expect(image, path).toMatch(new RegExp(`${shareImagePath(path)}$`))
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image ?? '')
      seen.add(image ?? '')
      const res = await request.get(new URL(image ?? '').pathname)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['content-type']).toBe('image/jpeg')
      const body = await res.body()
      expect(body.subarray(0, 2).toString('hex')).toBe('ffd8')
    }
    expect(seen.size).toBe(publicPaths.length - 1)
  })

  test('the partner call is found by search but asks for no second application; the quiz results stay out of search', async ({ page, request }) => {
    await page.goto('/partners-call')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Apply now' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Claim your spot' })).toHaveCount(0)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/partners-call')
    expect(sitemap).toContain('/clients-call')
    expect(sitemap).not.toContain('/ai-finder/results')
    const results = await request.get('/ai-finder/results')
    expect(await results.text()).toContain('<meta name="robots" content="noindex, nofollow">')
    await page.goto('/clients-call')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Apply now' })).toBeVisible()
  })
})
