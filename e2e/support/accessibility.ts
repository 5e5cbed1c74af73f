import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Asks axe for WCAG 2.1 AA violations on what the page shows now; `label` names the screen. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
