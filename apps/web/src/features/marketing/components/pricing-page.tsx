import {
  bundles,
  enterpriseTiers,
  pricingFacts,
  pricingPage,
  professionalPlans,
} from '@app/content/pricing';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { formatPrice } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { EnterpriseCalculator } from './enterprise-calculator';
import { Band, CheckList, CtaBanner } from './shared';

export default function PricingPage() {
  const { t } = useTranslation(['pricing', 'marketing']);
  const lang = useLang();
  const planName = (id: string) =>
    professionalPlans.find((plan) => plan.id === id)?.name[lang] ?? id;
  return (
    <>
      <PageMeta title={pricingPage.title[lang]} description={pricingPage.intro[lang]} />
      <PageHeader title={pricingPage.title[lang]} intro={pricingPage.intro[lang]} />

      <Band id="enterprise-tiers" title={pricingPage.enterpriseTitle[lang]}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {enterpriseTiers.map((tier) => (
            <li
              key={tier.id}
              data-testid={`tier-${tier.id}`}
              className={`flex flex-col rounded-3xl border p-8 ${tier.highlighted ? 'border-brand-500 shadow-lg ring-1 ring-brand-500' : 'border-line'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xl font-semibold">{tier.name[lang]}</h3>
                {tier.highlighted ? (
                  <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                    {t('popular')}
                  </span>
                ) : null}
              </div>
              <p className="mt-2 text-sm text-ink-muted">{tier.description[lang]}</p>
              <p className="mt-6">
                {tier.price === null ? (
                  <span className="text-4xl font-bold">{t('custom')}</span>
                ) : (
                  <>
                    <span className="text-4xl font-bold" data-testid="price">
                      {formatPrice(tier.price, lang)}
                    </span>
                    <span className="text-ink-muted"> {t('perMonth')}</span>
                  </>
                )}
              </p>
              <p className="mt-2 text-sm font-medium">
                {tier.maxMembers === null
                  ? t('unlimitedMembers')
                  : t('members', { count: tier.maxMembers })}
                {' · '}
                {tier.support[lang]}
              </p>
              <div className="mt-6 flex-1">
                <CheckList items={tier.features[lang]} />
              </div>
              <ButtonLink
                to="/contact"
                variant={tier.highlighted ? 'primary' : 'secondary'}
                className="mt-8"
              >
                {tier.price === null ? t('talkToSales') : t('getStarted')}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <EnterpriseCalculator />
      </Band>

      <Band id="professional-plans" title={pricingPage.professionalTitle[lang]} muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {professionalPlans.map((plan) => (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className="flex flex-col rounded-2xl border border-line bg-surface p-6"
            >
              <h3 className="font-semibold">{plan.name[lang]}</h3>
              <p className="mt-3">
                <span className="text-3xl font-bold">{formatPrice(plan.monthlyPrice, lang)}</span>
                <span className="text-sm text-ink-muted"> {t('perMonth')}</span>
              </p>
              <p className="mt-3 text-sm text-ink-muted">{plan.description[lang]}</p>
              <div className="mt-4 text-sm">
                <CheckList items={plan.features[lang]} />
              </div>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-2xl font-bold">{pricingPage.bundlesTitle[lang]}</h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {bundles.map((bundle) => (
            <li
              key={bundle.id}
              data-testid={`bundle-${bundle.id}`}
              className="rounded-3xl border border-line bg-surface p-8"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h4 className="text-xl font-semibold">{bundle.name[lang]}</h4>
                <span className="rounded-full bg-accent-500/15 px-3 py-1 text-sm font-semibold text-teal-800 dark:text-teal-200">
                  {t('save', { amount: formatPrice(bundle.savings, lang) })}
                </span>
              </div>
              <p className="mt-3">
                <span className="text-3xl font-bold">{formatPrice(bundle.price, lang)}</span>
                <span className="text-ink-muted"> {t('perMonth')}</span>
              </p>
              <p className="mt-3 text-ink-muted">{bundle.description[lang]}</p>
              <p className="mt-4 text-sm">
                <span className="font-medium">{t('includes')}</span>{' '}
                {bundle.includes.map(planName).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="agent-tokens" title={pricingPage.agentTokens.title[lang]}>
        <div className="grid gap-8 md:grid-cols-2">
          <p className="text-lg leading-8 text-ink-muted">{pricingPage.agentTokens.text[lang]}</p>
          <div className="rounded-2xl border border-line p-6">
            <p className="text-5xl font-bold text-brand-600 dark:text-brand-100">
              {t('upTo', { percent: Math.round(pricingFacts.agentTokenMaxDiscount * 100) })}
            </p>
            <p className="mt-2 text-ink-muted">{t('tokenDiscount')}</p>
          </div>
        </div>
        <ul className="mt-10 grid gap-3 sm:grid-cols-2" aria-label={t('termsLabel')}>
          {pricingPage.terms[lang].map((term) => (
            <li key={term} className="rounded-xl bg-surface-muted p-4 text-sm">
              {term}
            </li>
          ))}
        </ul>
      </Band>
      <CtaBanner
        title={t('cta.title', { ns: 'marketing' })}
        text={t('cta.text', { ns: 'marketing' })}
      />
    </>
  );
}
