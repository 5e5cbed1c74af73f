import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modules = readdirSync(import.meta.dirname).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'types.ts',
);

/** Walks any value and reports each {en, fr} pair that is missing a side or differs in shape. */
function checkLocalized(value: unknown, path: string, problems: string[]) {
  if (Array.isArray(value))
    return value.forEach((item, i) => checkLocalized(item, `${path}[${i}]`, problems));
  if (!value || typeof value !== 'object') return;
  const keys = Object.keys(value);
  if (keys.length === 2 && keys.includes('en') && keys.includes('fr')) {
    const { en, fr } = value as { en: unknown; fr: unknown };
    if (typeof en === 'string') {
      if (!en.trim() || typeof fr !== 'string' || !fr.trim()) problems.push(`${path}: empty text`);
    } else if (Array.isArray(en)) {
      if (!Array.isArray(fr) || fr.length !== en.length || en.length === 0)
        problems.push(`${path}: lists differ`);
    } else problems.push(`${path}: unexpected localized value`);
    return;
  }
  for (const [key, child] of Object.entries(value))
    checkLocalized(child, `${path}.${key}`, problems);
}

describe('content', () => {
  it.each(modules)('%s has every text in English and in French', async (file) => {
    const exports = await import(`./${file}`);
    const problems: string[] = [];
    checkLocalized(exports, file, problems);
    expect(problems).toEqual([]);
  });

  it('keeps the spec figures of the pricing', async () => {
    const { enterpriseTiers, professionalPlans, bundles, pricingFacts } =
      await import('./pricing.ts');
    expect(enterpriseTiers.map((t) => [t.id, t.price, t.maxMembers])).toEqual([
      ['starter', 2999, 5],
      ['professional', 5999, 20],
      ['custom', null, null],
    ]);
    expect(Object.fromEntries(professionalPlans.map((p) => [p.id, p.monthlyPrice]))).toEqual({
      'youtube-automation': 49,
      'social-media': 29,
      'blog-writing': 39,
      'ai-assistant': 19,
      'lead-generation': 59,
    });
    expect(bundles.map((b) => [b.id, b.price, b.savings])).toEqual([
      ['creator', 89, 28],
      ['business', 149, 46],
    ]);
    // Every bundle's saving is the sum of its plans minus its price.
    const monthly = new Map(professionalPlans.map((p) => [p.id, p.monthlyPrice]));
    for (const bundle of bundles) {
      const apart = bundle.includes.reduce((sum, id) => sum + monthly.get(id)!, 0);
      expect(bundle.savings, bundle.id).toBe(apart - bundle.price);
      expect(bundle.savings, bundle.id).toBeGreaterThan(0);
    }
    expect(bundles.find((b) => b.id === 'business')!.includes).toHaveLength(
      professionalPlans.length,
    );
    // The FAQ quotes the same savings.
    const { faq } = await import('./faq.ts');
    const answer = faq.find((entry) => entry.id === 'professional-pricing')!.answer;
    for (const bundle of bundles) {
      expect(answer.en).toContain(`$${bundle.price} (you save $${bundle.savings})`);
      expect(answer.fr).toContain(`${bundle.price} € (${bundle.savings} € d'économie)`);
    }
    expect(pricingFacts).toEqual({
      agentTokenMaxDiscount: 0.3,
      professionalRefundDays: 30,
      enterpriseMinimumTermMonths: 12,
    });
  });

  it('has the offers, case studies, resources and questions the site promises', async () => {
    const { enterpriseOffers, professionalOffers } = await import('./services.ts');
    expect(enterpriseOffers).toHaveLength(7);
    expect(professionalOffers).toHaveLength(4);
    const { caseStudies, caseStudyHighlights } = await import('./case-studies.ts');
    expect(caseStudies.length).toBeGreaterThanOrEqual(9);
    const ids = new Set(caseStudies.map((s) => s.id));
    expect(ids.size).toBe(caseStudies.length);
    for (const study of caseStudies)
      for (const related of study.related)
        expect(ids.has(related) && related !== study.id).toBe(true);
    // The home page's highlights: the first study of each of three categories.
    const highlights = caseStudyHighlights(caseStudies);
    expect(highlights).toHaveLength(3);
    expect(new Set(highlights.map((s) => s.category)).size).toBe(3);
    for (const study of highlights) {
      const first = caseStudies.find((s) => s.category === study.category);
      expect(first).toBe(study);
    }
    const { resources, resourceCategories, resourceTypes } = await import('./resources.ts');
    expect(resources.length).toBeGreaterThanOrEqual(12);
    for (const category of resourceCategories)
      expect(resources.some((r) => r.category === category)).toBe(true);
    for (const type of resourceTypes) expect(resources.some((r) => r.type === type)).toBe(true);
    const { faq } = await import('./faq.ts');
    expect(faq.length).toBeGreaterThanOrEqual(15);
    const { legalLastUpdated } = await import('./legal.ts');
    expect(legalLastUpdated).toBe('2025-03-15');
  });
});
