import { footerNavigation, headerNavigation, indexablePaths, pages } from '@app/content/pages';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardSections } from './dashboard-sections';

const locale = (lang: string, namespace: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../locales', lang, `${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
/** Whether `key` (`namespace:path.to.text`, common by default) has a text in both languages. */
const translated = (key: string) => {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  return ['en', 'fr'].every((lang) => {
    const text = path!
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        locale(lang, namespace!),
      );
    return typeof text === 'string' && text.length > 0;
  });
};

describe('the site’s page list (packages/content/src/pages.ts)', () => {
  it('gives the sitemap the spec’s indexable pages', () => {
    expect(indexablePaths).toEqual([
      '/',
      '/about',
      '/services',
      '/services/enterprise',
      '/services/professional',
      '/pricing',
      '/case-studies',
      '/resources',
      '/resources/tools',
      '/tools',
      '/contact',
      '/security',
      '/faq',
      '/support',
      '/documentation',
      '/terms',
      '/privacy',
    ]);
  });

  it('places the navigation as the spec does', () => {
    const paths = (links: { path: string }[]) => links.map((link) => link.path);
    expect(paths(headerNavigation.services)).toEqual([
      '/services',
      '/services/enterprise',
      '/services/professional',
    ]);
    expect(paths(headerNavigation.links)).toEqual([
      '/pricing',
      '/case-studies',
      '/about',
      '/tools',
      '/resources',
    ]);
    // The mobile menu mirrors the header without AI Tools.
    expect(paths(headerNavigation.links.filter((link) => link.mobile !== false))).not.toContain(
      '/tools',
    );
    expect(Object.fromEntries(footerNavigation.map((c) => [c.id, paths(c.links)]))).toEqual({
      solutions: ['/services/enterprise', '/services/professional', '/pricing'],
      company: ['/about', '/resources', '/case-studies', '/security'],
      resources: ['/support', '/contact', '/faq'],
      legal: ['/privacy', '/terms'],
    });
  });

  it('names every page and link in both languages', () => {
    const keys = [
      ...pages.map((page) => page.titleKey),
      ...headerNavigation.services.map((link) => link.label),
      ...headerNavigation.links.map((link) => link.label),
      ...footerNavigation.flatMap((column) => [
        column.titleKey,
        ...column.links.map((l) => l.label),
      ]),
    ];
    expect(keys.filter((key) => !translated(key))).toEqual([]);
  });
});

describe('the dashboard’s sections (app/dashboard-sections.ts)', () => {
  it('each have their own page, a name and a description in both languages', () => {
    for (const section of dashboardSections) {
      expect(
        section.routes.map((route) => route.path),
        section.path,
      ).toContain('');
      expect(translated(section.titleKey), section.titleKey).toBe(true);
      expect(translated(`dashboard:${section.descriptionKey}`), section.descriptionKey).toBe(true);
      for (const route of section.routes)
        expect(translated(route.titleKey), route.titleKey).toBe(true);
    }
    expect(new Set(dashboardSections.map((s) => s.path)).size).toBe(dashboardSections.length);
  });
});
