import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Best practices Lighthouse's accessibility score counts too. */
const ALSO = new Set(['heading-order']);

/**
 * Asks axe for WCAG 2.1 AA violations on what the page shows now, and headings out of order (which
 * Lighthouse counts); `label` names the screen.
 */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_AA, 'best-practice']).analyze();
  const violations = results.violations.filter(
    (v) => ALSO.has(v.id) || v.tags.some((tag) => WCAG_AA.includes(tag)),
  );
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
