import type { Localized } from './types.ts';

export const caseStudyCategories = ['automation', 'ai-agents', 'content', 'data-insights'] as const;
export type CaseStudyCategory = (typeof caseStudyCategories)[number];

export const industries = [
  'retail',
  'finance',
  'healthcare',
  'logistics',
  'education',
  'media',
  'professional-services',
  'manufacturing',
] as const;
export type Industry = (typeof industries)[number];

export const categoryLabels: Record<CaseStudyCategory, Localized> = {
  automation: { en: 'Automation', fr: 'Automatisation' },
  'ai-agents': { en: 'AI agents', fr: 'Agents IA' },
  content: { en: 'Content', fr: 'Contenu' },
  'data-insights': { en: 'Data & insights', fr: 'Données et analyses' },
};

export const industryLabels: Record<Industry, Localized> = {
  retail: { en: 'Retail', fr: 'Commerce et distribution' },
  finance: { en: 'Finance', fr: 'Finance' },
  healthcare: { en: 'Healthcare', fr: 'Santé' },
  logistics: { en: 'Logistics', fr: 'Logistique' },
  education: { en: 'Education & research', fr: 'Éducation et recherche' },
  media: { en: 'Media & creators', fr: 'Médias et créateurs' },
  'professional-services': { en: 'Professional services', fr: 'Services professionnels' },
  manufacturing: { en: 'Manufacturing', fr: 'Industrie' },
};
