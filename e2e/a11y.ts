import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { BrandHost } from './support.ts';

/** The three brands, by their local hosts. */
export const A11Y_BRANDS: readonly BrandHost[] = ['localhost', 'ge.localhost', 'arena.localhost'];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Best-practice rules run beside the WCAG tags and fail whatever axe's impact for them: landmarks that
 * share a name (every order card's "Tickets" region) cannot be told apart in a screen reader's list.
 */
const ALSO_ENFORCED = ['landmark-unique'];

/** Serious and critical axe violations of the page (or one part of it), and ALSO_ENFORCED's, one line each. */
export const seriousA11yViolations = async (
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<string[]> => {
  // Legacy mode runs axe.run in the page (same-origin frames only) instead of a partial run per frame
  // finished in a new blank page; with only violations collected it is several times faster. The
  // cross-origin frames (main-site bridge, sale widget stand-in) are not the cabinet's own markup.
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(ALSO_ENFORCED.map((id) => [id, { enabled: true }])),
    });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_ENFORCED.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** Runs axe on the page (or one part of it) and fails on serious or critical violations. */
export const expectNoSeriousA11yViolations = async (page: Page, include?: string) => {
  const serious = await seriousA11yViolations(page, include ? { include } : {});
  expect(serious, serious.join('\n')).toEqual([]);
};

/**
 * Collects the violations of many pages and dialogs in one test (one signed-in context per brand), then
 * fails once with every finding, labelled by where it was seen.
 */
export const a11yAudit = (page: Page) => {
  const findings: string[] = [];
  const checked: string[] = [];
  return {
    checked,
    check: async (where: string, options: { include?: string; exclude?: string } = {}) => {
      checked.push(where);
      for (const v of await seriousA11yViolations(page, options)) findings.push(`${where}: ${v}`);
    },
    expectClean: () => expect(findings, findings.join('\n')).toEqual([]),
  };
};

/** A route is drawn: its heading is there and no skeleton is left. */
export const settled = async (page: Page) => {
  await expect(page.locator('main h1, [role="main"] h1, h1').first()).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
};
