import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { PHONE } from './helpers'

/** Findings at these impacts fail a test; only 'minor' ones are left for review. */
const FAILING = new Set(['moderate', 'serious', 'critical'])

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The partner area, the staff area and the client portal are held to every
 * rule, the experimental ones too (an accessible name that matches what is
 * seen, `label-content-name-mismatch`), and to every finding, minor ones too.
 */
const STRICT_AREAS = /^\/(admin|partners|c)(\/|$)/

/**
 * Radix Toast's two focus proxies: empty, visually hidden spans at either end
 * of the toast list that pass focus on (Tab into the list). Not ours to give a role;
 * the experimental focus-order-semantics rule is waived for them alone.
 */
const TOAST_FOCUS_PROXY = /^<span tabindex="0" style="position: fixed;[^"]*clip: rect\(0px, 0px, 0px, 0px\)[^"]*"><\/span>$/

/**
 * axe's WCAG 2.x A/AA rules and its best practices (landmarks, heading order,
 * allowed roles) on the page as it is now, moderate findings and worse
 * (everything in the strict areas).
 * Third-party booking calendars are not ours to fix.
 */
export async function axeViolations(page: Page) {
  // Colours are checked as they settle: a toast or dialog still fading in
  // (or out) is part transparent, and its text would read as too faint. One
  // that starts while the others end (a toast leaving as a dialog opens) is
  // waited for too: until two frames pass with nothing finite running.
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let i = 0; i < 20; i++) {
      await Promise.all(running().map((a) => a.finished.catch(() => undefined)))
      await frame()
      await frame()
      if (running().length === 0) return
    }
  })
  // A toast that timed out while axe reads the page would fade under it: the
  // toasts' timers stop while the window is out of focus (as for a person
  // who looked away), so they do for the read.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')))
  const strict = STRICT_AREAS.test(new URL(page.url()).pathname)
  const results = await new AxeBuilder({ page })
    .withTags([...TAGS, ...(strict ? ['experimental'] : [])])
    .exclude('iframe')
    .analyze()
    .finally(() => page.evaluate(() => window.dispatchEvent(new Event('focus'))))
  return results.violations
    .filter((v) => strict || FAILING.has(v.impact ?? ''))
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !(v.id === 'focus-order-semantics' && TOAST_FOCUS_PROXY.test(n.html))) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}

/** The page as it is now has no moderate or worse accessibility finding; `what` names the state checked in a failure. */
export async function expectNoAxe(page: Page, what?: string) {
  expect(await axeViolations(page), what).toEqual([])
}

const PHONE_WIDTH = PHONE.width
const DESKTOP = { width: 1280, height: 900 }

/** Nothing reaches past the right edge of a phone's screen: neither the page nor anything inside `within` (a sheet scrolls itself). */
export async function expectNoSidewaysScroll(page: Page, within?: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH)
  if (!within) return
  const widest = await within.evaluate((root) => {
    let right = 0
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (el.closest('.sr-only')) continue
      right = Math.max(right, el.getBoundingClientRect().right)
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') return Number.POSITIVE_INFINITY
    }
    return right
  })
  expect(widest).toBeLessThanOrEqual(PHONE_WIDTH + 0.5)
}

/** axe on the screen as it is now, on a phone and on a desktop (where it is left); no sideways scroll on the phone. */
export async function expectNoAxeAtBothWidths(page: Page, what: string, within?: Locator) {
  await page.setViewportSize(PHONE)
  await expectNoAxe(page, `${what} at ${PHONE_WIDTH} px`)
  await expectNoSidewaysScroll(page, within)
  await page.setViewportSize(DESKTOP)
  await expectNoAxe(page, `${what} at ${DESKTOP.width} px`)
}

