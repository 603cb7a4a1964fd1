import { afterEach, describe, expect, it } from 'vitest'
import { pageLoaders } from '../app/pages'
import faqTable from 'virtual:route-faqs'
import { applyHead, headFor, routeTable, shareImageFor } from '../app/routeHeads'
import { findRoute, isAfterForm, matchesPattern, routeShell } from './routeTable'

describe('route table', () => {
  it('looks titles and descriptions up by exact path', () => {
    expect(headFor('/').title).toBe('AI Mission | AI for 10,000 Businesses by January 18, 2027')
    expect(headFor('/refund-policy')).toMatchObject({
      title: 'Refund Policy | AI Mission',
      notFound: false,
    })
    expect(findRoute('/clients-call', routeTable)?.description).toMatch(/30-minute/)
  })

  it('gives unknown paths the notFound head', () => {
    expect(headFor('/nope')).toEqual({
      title: '404 Page Not Found | AI Mission',
      description: 'The page you were looking for does not exist.',
      noindex: true,
      notFound: true,
    })
    // The server does not fold trailing slashes, so neither do we.
    expect(headFor('/refund-policy/').notFound).toBe(true)
  })

  it('matches parameter routes such as the private report link', () => {
    expect(findRoute('/ai-finder/report/abc123')?.path).toBe('/ai-finder/report/:token')
    expect(headFor('/ai-finder/report/abc123')).toMatchObject({ noindex: true, notFound: false })
    expect(findRoute('/ai-finder/report/')).toBeUndefined()
    expect(findRoute('/ai-finder/report/a/b')).toBeUndefined()
    // An exact path wins over a pattern.
    expect(findRoute('/ai-finder/results')?.path).toBe('/ai-finder/results')
    expect(matchesPattern('/c/:token', '/c/x')).toBe(true)
    expect(matchesPattern('/c/:token', '/d/x')).toBe(false)
  })

  it('has a page component for every path in the table', () => {
    for (const route of routeTable.routes) {
      expect(pageLoaders[route.path], route.path).toBeTypeOf('function')
    }
  })

  it('marks pages reached after a form; the quiz results stay out of search, the partner call does not', () => {
    expect(isAfterForm('/partners-call')).toBe(true)
    expect(isAfterForm('/ai-finder/results')).toBe(true)
    expect(isAfterForm('/')).toBe(false)
    expect(isAfterForm('/nope')).toBe(false)
    expect(findRoute('/ai-finder/results', routeTable)).toMatchObject({ noindex: true })
    expect(findRoute('/ai-finder/results', routeTable)?.sitemap).toBeFalsy()
    // /resources links the partner call as the strategy call, like /clients-call.
    expect(findRoute('/partners-call', routeTable)).toMatchObject({ sitemap: true })
    expect(findRoute('/partners-call', routeTable)?.noindex).toBeFalsy()
  })

  it('gives every page a short name and the licensing page its five FAQ answers', () => {
    for (const route of routeTable.routes) expect(route.crumb, route.path).toBeTruthy()
    const faq = findRoute('/partner-licensing', routeTable)?.faq ?? []
    expect(faqTable['/partner-licensing']).toEqual(faq)
    expect(faq).toHaveLength(5)
    for (const item of faq) {
      expect(item.q).toMatch(/\?$/)
      if (item.link) expect(item.a).toContain(item.link.text)
    }
  })

  it('names each page its own share card, as the build and the server do', () => {
    expect(shareImageFor('/')).toBe('/og/home.jpg')
    expect(shareImageFor('/partner-licensing')).toBe('/og/partner-licensing.jpg')
    expect(shareImageFor('/ai-finder/results')).toBe('/og/ai-finder-results.jpg')
    expect(shareImageFor('/ai-finder/report/abc')).toBe('/og/ai-finder-report.jpg')
    expect(shareImageFor('/admin')).toBe('/og-default.jpg')
    expect(shareImageFor('/nope')).toBe('/og-default.jpg')
  })

  it('has the spec home route first and unique paths', () => {
    const paths = routeTable.routes.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toContain('/')
  })
})

describe('applyHead', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('sets the document title and meta description, and updates share tags the server rendered', () => {
    document.head.innerHTML =
      '<meta property="og:title" content="x"><meta name="twitter:description" content="x"><link rel="canonical" href="x">'
    applyHead('/income-disclosure')
    expect(document.title).toBe('Income Disclosure Statement | AI Mission')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/version 2\.1/)
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Income Disclosure Statement | AI Mission',
    )
    expect(document.head.querySelector('meta[name="twitter:description"]')?.getAttribute('content')).toMatch(/2\.1/)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/income-disclosure`,
    )
  })

  it('uses the notFound title for unknown paths', () => {
    applyHead('/missing')
    expect(document.title).toBe('404 Page Not Found | AI Mission')
  })

  it("gives a page in a state the state's title: an invalid link says so", () => {
    applyHead('/c/abc', routeTable, 'unknown')
    expect(document.title).toBe('Link Not Valid | AI Mission')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('There is no client portal at this address.')
    expect(headFor('/c/abc', routeTable, 'inactive').title).toBe('Link No Longer Active | AI Mission')
    expect(headFor('/partners/welcome', routeTable, 'invalid').title).toBe('Invitation Not Valid | AI Mission')
    expect(headFor('/partner-login', routeTable, 'link-invalid').title).toBe('Sign-In Link Not Valid | AI Mission')
    expect(headFor('/ai-finder/report/x', routeTable, 'invalid').title).toBe('Report Link Not Valid | AI Mission')
    // A state the route does not name, or none, is the usual head.
    expect(headFor('/c/abc', routeTable, 'failed').title).toBe('Client Portal | AI Mission')
    expect(headFor('/c/abc').title).toBe('Client Portal | AI Mission')
  })
})

describe('the route shell', () => {
  it('carries each route of the table with only what the shell needs', () => {
    expect(routeShell.routes.map((r) => r.path)).toEqual(routeTable.routes.map((r) => r.path))
    for (const [i, r] of routeShell.routes.entries()) {
      const full = routeTable.routes[i]!
      expect(r).toEqual(JSON.parse(JSON.stringify({ path: full.path, layout: full.layout, afterForm: full.afterForm, csp: full.csp })))
    }
    expect(routeShell.redirects).toEqual(routeTable.redirects ?? {})
  })
})
