import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Findings at these impacts fail a test; only 'minor' ones are left for review. */
const FAILING = new Set(['moderate', 'serious', 'critical'])

/**
 * axe's WCAG 2.x A/AA rules and its best practices (landmarks, heading order,
 * allowed roles) on the page as it is now, moderate findings and worse.
 * Third-party booking calendars are not ours to fix.
 */
export async function axeViolations(page: Page) {
  // Colours are checked as they settle: a toast or dialog still fading in
  // is part transparent, and its text would read as too faint.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('iframe')
    .analyze()
  return results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}
