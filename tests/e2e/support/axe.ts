// Accessibility checks with axe-core in the page under test: the WCAG 2.0 and 2.1 A and AA rules; serious and critical
// violations fail, listed with the elements they were found on so the message says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Known violations left out by rule and element (add one only with the reason beside it). */
const FIXED_ELSEWHERE: { rule: string; html: string }[] = [
  // The designer's group tree follows the ARIA tree pattern: a question group's treeitem contains its sub-questions'
  // treeitems (role=group), and is named by the group's name. axe's experimental label-content-name-mismatch counts
  // the children's text as the parent's visible text, so it flags every parent treeitem; naming a group by all its
  // sub-questions would be wrong. Only parents (aria-level 1, which hold children) are left out.
  { rule: 'label-content-name-mismatch', html: '<div role="treeitem" aria-level="1"' },
];

/** What is on the screen has settled: no request in flight, no loading overlay, no busy table. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/** The rules a colour scheme can change the outcome of: a page in its other theme is read again with these alone. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page (or on `include`, a CSS selector) and fails on serious or critical violations; `soft` records
 * the failure and goes on (a test that walks several screens names every one that fails); `rules` runs those alone
 * (e.g. COLOUR_RULES).
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  { include, soft = false, rules }: { include?: string; soft?: boolean; rules?: string[] } = {},
): Promise<void> {
  // Legacy mode runs axe once in the page itself; the default runs it per frame and then opens a blank page to merge
  // the results, a new renderer for every check (8 s instead of 2 s on a large screen of a busy 2-core machine). The
  // portal has no frames. Only the violations are gathered in full (passes and the rest are not read).
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !FIXED_ELSEWHERE.some((k) => k.rule === v.id && n.html.includes(k.html))) }))
    .filter((v) => v.nodes.length > 0);
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} ${n.html.slice(0, 160)}: ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`)
        .join('\n'),
  );
  (soft ? expect.soft : expect)(report, `${screen}: serious or critical accessibility violations`).toEqual([]);
}
