import { documentation } from '@app/content/documentation';
import { faq } from '@app/content/faq';
import {
  bundles,
  enterpriseTiers,
  pricingFacts,
  pricingPage,
  professionalPlans,
} from '@app/content/pricing';
import { security } from '@app/content/security';
import { enterpriseOffers, professionalOffers } from '@app/content/services';
import { knowledgeBase, supportChannels, supportPage } from '@app/content/support';
import type { Lang } from './language.ts';

/** One answerable piece of the site: what to search, what to say, where it comes from. */
export interface KnowledgeDoc {
  id: string;
  lang: Lang;
  title: string;
  /** Extra words people use for this topic, searched but never shown. */
  keywords: string;
  text: string;
  answer: string;
  /** The page the answer links to. */
  path: string;
  /** The page the answer's text comes from (a FAQ entry may link elsewhere). */
  source: string;
}

const price = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: lang === 'fr' ? 'EUR' : 'USD',
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/\u202f|\u00a0/g, ' ');

const words = {
  en: {
    perMonth: 'per month',
    upTo: (n: number) => `up to ${n} members`,
    unlimited: 'unlimited members',
    custom: 'custom pricing',
    saves: 'saves',
    includes: 'includes',
    pricing: 'pricing price cost costs plan plans tier monthly how much dollars',
  },
  fr: {
    perMonth: 'par mois',
    upTo: (n: number) => `jusqu'à ${n} membres`,
    unlimited: 'membres illimités',
    custom: 'tarif sur mesure',
    saves: 'économie de',
    includes: 'comprend',
    pricing: 'tarif tarifs prix coût coûte offre formule mensuel combien euros',
  },
} as const;

/** Builds the assistant's knowledge from the content package, in both languages. */
export function buildKnowledge(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const lang of ['en', 'fr'] as const) {
    const w = words[lang];

    for (const entry of faq) {
      docs.push({
        id: `faq:${entry.id}:${lang}`,
        lang,
        title: entry.question[lang],
        keywords: entry.category,
        text: entry.answer[lang],
        answer: entry.answer[lang],
        path: entry.link?.href ?? '/faq',
        source: '/faq',
      });
    }

    for (const tier of enterpriseTiers) {
      const amount = tier.price === null ? w.custom : `${price(tier.price, lang)} ${w.perMonth}`;
      const members = tier.maxMembers === null ? w.unlimited : w.upTo(tier.maxMembers);
      const answer = `${tier.name[lang]}: ${amount}, ${members}, ${tier.support[lang]}. ${tier.description[lang]}`;
      docs.push({
        id: `tier:${tier.id}:${lang}`,
        lang,
        title: tier.name[lang],
        keywords: `${w.pricing} enterprise entreprise members membres support ${tier.id}`,
        text: `${answer} ${tier.features[lang].join('. ')}`,
        answer,
        path: '/pricing',
        source: '/pricing',
      });
    }

    for (const plan of professionalPlans) {
      const answer = `${plan.name[lang]}: ${price(plan.monthlyPrice, lang)} ${w.perMonth}. ${plan.description[lang]}`;
      docs.push({
        id: `plan:${plan.id}:${lang}`,
        lang,
        title: plan.name[lang],
        keywords: `${w.pricing} professional professionnel ${plan.id.replaceAll('-', ' ')}`,
        text: `${answer} ${plan.features[lang].join('. ')}`,
        answer,
        path: '/pricing',
        source: '/pricing',
      });
    }

    for (const bundle of bundles) {
      const names = bundle.includes.map(
        (id) => professionalPlans.find((p) => p.id === id)?.name[lang] ?? id,
      );
      const answer = `${bundle.name[lang]}: ${price(bundle.price, lang)} ${w.perMonth} (${w.saves} ${price(bundle.savings, lang)}), ${w.includes} ${names.join(', ')}.`;
      docs.push({
        id: `bundle:${bundle.id}:${lang}`,
        lang,
        title: bundle.name[lang],
        keywords: `${w.pricing} bundle pack savings économies ${bundle.id}`,
        text: `${answer} ${bundle.description[lang]}`,
        answer,
        path: '/pricing',
        source: '/pricing',
      });
    }

    docs.push({
      id: `tokens:${lang}`,
      lang,
      title: pricingPage.agentTokens.title[lang],
      keywords: `AGENT token tokens jetons crypto discount réduction ${Math.round(pricingFacts.agentTokenMaxDiscount * 100)}%`,
      text: pricingPage.agentTokens.text[lang],
      answer: pricingPage.agentTokens.text[lang],
      path: '/pricing',
      source: '/pricing',
    });
    docs.push({
      id: `terms:${lang}`,
      lang,
      title: pricingPage.title[lang],
      keywords:
        'refund remboursement money-back engagement term contract contrat cancel résilier month-to-month',
      text: pricingPage.terms[lang].join(' '),
      answer: pricingPage.terms[lang].join(' '),
      path: '/pricing',
      source: '/pricing',
    });

    for (const offer of [...enterpriseOffers, ...professionalOffers]) {
      const audience = enterpriseOffers.some((o) => o.id === offer.id)
        ? 'enterprise'
        : 'professional';
      docs.push({
        id: `offer:${offer.id}:${lang}`,
        lang,
        title: offer.title[lang],
        keywords: `service services offer offre ${audience} ${audience === 'professional' ? 'freelance freelancer indépendant independent creator créateur researcher chercheur' : 'enterprise entreprise company société'}`,
        text: `${offer.summary[lang]} ${offer.description[lang]} ${offer.benefits[lang].join('. ')} ${offer.deliverables[lang].join('. ')}`,
        answer: `${offer.summary[lang]} ${offer.description[lang]}`,
        path: `/services/${audience}#${offer.id}`,
        source: `/services/${audience}#${offer.id}`,
      });
    }

    for (const article of knowledgeBase) {
      docs.push({
        id: `kb:${article.id}:${lang}`,
        lang,
        title: article.title[lang],
        keywords: 'how to comment faire help aide',
        text: `${article.summary[lang]} ${article.steps[lang].join(' ')}`,
        answer: `${article.summary[lang]}\n${article.steps[lang].map((step, i) => `${i + 1}. ${step}`).join('\n')}`,
        path: '/support',
        source: '/support',
      });
    }

    for (const channel of supportChannels) {
      docs.push({
        id: `channel:${channel.id}:${lang}`,
        lang,
        title: channel.title[lang],
        keywords: `support contact help aide hours horaires schedule opening ouverture ${channel.id} ${supportPage.hours[lang]}`,
        text: `${channel.text[lang]} ${channel.availability[lang]}`,
        answer: `${channel.text[lang]} ${channel.availability[lang]}`,
        path: '/support',
        source: '/support',
      });
    }

    docs.push({
      id: `hours:${lang}`,
      lang,
      title: supportPage.channelsTitle[lang],
      keywords:
        'support hours horaires assistance opening ouverture schedule when quand live team équipe',
      text: supportPage.hours[lang],
      answer: `${supportPage.hours[lang]} ${supportChannels.map((c) => `${c.title[lang]}: ${c.availability[lang]}`).join(' ')}`,
      path: '/support',
      source: '/support',
    });

    for (const section of documentation) {
      docs.push({
        id: `doc:${section.id}:${lang}`,
        lang,
        title: section.title[lang],
        keywords: `documentation guide ${section.id} ${section.id === 'tools' ? 'connect connecter connexion google drive slack notion github hubspot oauth external externes' : ''}`,
        text: `${section.intro[lang]} ${section.steps[lang].join(' ')} ${section.tips[lang].join(' ')}`,
        answer: `${section.intro[lang]}\n${section.steps[lang].map((step, i) => `${i + 1}. ${step}`).join('\n')}`,
        path: `/documentation#${section.id}`,
        source: `/documentation#${section.id}`,
      });
    }

    for (const section of security.sections) {
      docs.push({
        id: `security:${section.title.en}:${lang}`,
        lang,
        title: section.title[lang],
        keywords: 'security sécurité data données privacy confidentialité',
        text: `${section.paragraphs[lang].join(' ')} ${(section.points?.[lang] ?? []).join(' ')}`,
        answer: section.paragraphs[lang].join(' '),
        path: '/security',
        source: '/security',
      });
    }
  }
  return docs;
}
