import { enterpriseOffers, type EnterpriseOfferId } from '@app/content/services';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { useHydrated } from '@/lib/use-hydrated';
import {
  deploymentTypes,
  estimate,
  RULES,
  supportLevels,
  type DeploymentType,
  type SupportLevel,
} from '../lib/enterprise-estimate';

/** Live estimate and recommended tier for the spec's four inputs (rules: ADR 007). */
export function EnterpriseCalculator() {
  const { t } = useTranslation('calculator');
  const lang = useLang();
  const ids = { users: useId(), deployment: useId(), support: useId() };
  // Prerendered: its fields count once the page is hydrated (ADR 034), not offered before.
  const ready = useHydrated();
  const [users, setUsers] = useState(5);
  const [modules, setModules] = useState<EnterpriseOfferId[]>(['custom-ai-agents']);
  const [deployment, setDeployment] = useState<DeploymentType>('cloud');
  const [support, setSupport] = useState<SupportLevel>('standard');
  const result = useMemo(
    () => estimate({ users, modules, deployment, support }),
    [users, modules, deployment, support],
  );

  const toggleModule = (id: EnterpriseOfferId) =>
    setModules((current) =>
      current.includes(id) ? current.filter((m) => m !== id) : [...current, id],
    );

  return (
    <section
      aria-labelledby="calculator-title"
      className="mt-12 rounded-3xl border border-line bg-surface-muted p-6 sm:p-10"
      data-testid="calculator"
    >
      <h3 id="calculator-title" className="text-2xl font-bold">
        {t('calculator.title')}
      </h3>
      <p className="mt-2 text-ink-muted">{t('calculator.intro')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <div>
            <label htmlFor={ids.users} className="block font-medium">
              {t('calculator.users')}
            </label>
            <div className="mt-2 flex items-center gap-4">
              <input
                disabled={!ready}
                id={ids.users}
                type="number"
                min={1}
                max={RULES.userLimit}
                value={users}
                onChange={(event) =>
                  setUsers(Math.max(1, Math.min(RULES.userLimit, Number(event.target.value) || 1)))
                }
                className="w-28 rounded-lg border border-line bg-surface px-3 py-2"
              />
              <input
                disabled={!ready}
                type="range"
                min={1}
                max={100}
                value={Math.min(users, 100)}
                onChange={(event) => setUsers(Number(event.target.value))}
                aria-label={t('calculator.users')}
                className="flex-1 accent-brand-600"
              />
            </div>
          </div>
          <fieldset>
            <legend className="font-medium">{t('calculator.modules')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {enterpriseOffers.map((offer) => (
                <label
                  key={offer.id}
                  className="flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
                >
                  <input
                    disabled={!ready}
                    type="checkbox"
                    checked={modules.includes(offer.id)}
                    onChange={() => toggleModule(offer.id)}
                    className="accent-brand-600"
                  />
                  {offer.title[lang]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.deployment} className="block font-medium">
                {t('calculator.deployment')}
              </label>
              <select
                disabled={!ready}
                id={ids.deployment}
                value={deployment}
                onChange={(event) => setDeployment(event.target.value as DeploymentType)}
                className="mt-2 w-full rounded-lg border border-line bg-surface px-3 py-2"
              >
                {deploymentTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`calculator.deployments.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.support} className="block font-medium">
                {t('calculator.support')}
              </label>
              <select
                disabled={!ready}
                id={ids.support}
                value={support}
                onChange={(event) => setSupport(event.target.value as SupportLevel)}
                className="mt-2 w-full rounded-lg border border-line bg-surface px-3 py-2"
              >
                {supportLevels.map((level) => (
                  <option key={level} value={level}>
                    {t(`calculator.supports.${level}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <div
          aria-live="polite"
          className="rounded-2xl bg-surface p-6 shadow-sm"
          data-testid="estimate"
        >
          <p className="text-sm font-medium text-ink-muted">{t('calculator.recommended')}</p>
          <p className="text-2xl font-bold" data-testid="recommended-tier">
            {t(`calculator.tiers.${result.tier}`)}
          </p>
          <dl className="mt-4 space-y-1 text-sm">
            {result.lines.map((line) => (
              <div key={line.key} className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t(`calculator.lines.${line.key}`)}</dt>
                <dd>{formatPrice(line.amount, lang)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 border-t border-line pt-4 text-sm text-ink-muted">
            {t('calculator.monthly')}
          </p>
          <p className="text-4xl font-bold" data-testid="estimate-monthly">
            {formatPrice(result.monthly, lang)}
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            {t('calculator.firstYear', { amount: formatPrice(result.firstYear, lang) })}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {t('calculator.withTokens', { amount: formatPrice(result.monthlyWithTokens, lang) })}
          </p>
          <ButtonLink to="/contact" className="mt-6 w-full">
            {t('calculator.quote')}
          </ButtonLink>
          <p className="mt-3 text-xs text-ink-muted">{t('calculator.disclaimer')}</p>
        </div>
      </div>
    </section>
  );
}
