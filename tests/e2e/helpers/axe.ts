import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** axe-core finds no violation of any impact on the page, or in the part of it `within` selects. */
export async function expectNoViolations(page: Page, label: string, within?: string) {
  expect(page.frames(), `${label} embeds a frame, which legacy mode would not check`).toHaveLength(1)
  // @axe-core/playwright types its page with its own playwright-core copy; the object is the same.
  // Legacy mode runs axe inside the page itself: our pages embed no frames, and the default mode opens an
  // extra page (a whole renderer process) per check to merge frame results, which triples the suite's axe time.
  const axe = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
    .withTags(TAGS)
    .setLegacyMode(true)
  const { violations } = await (within ? axe.include(within) : axe).analyze()
  const report = violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  )
  expect(report, `axe violations on ${label}`).toEqual([])
}
