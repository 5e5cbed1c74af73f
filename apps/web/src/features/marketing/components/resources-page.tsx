import {
  resourceCategories,
  resourceCategoryLabels,
  resources,
  resourceTypeLabels,
  resourceTypes,
} from '@app/content/resources';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { formatDate } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { FilterSelect, pickParam } from './filter-select';
import { Container } from './shared';

export default function ResourcesPage() {
  const { t } = useTranslation('resources');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const category = pickParam(params, 'category', resourceCategories);
  const type = pickParam(params, 'type', resourceTypes);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const shown = resources
    .filter((item) => (!category || item.category === category) && (!type || item.type === type))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

  return (
    <>
      <PageMeta title={t('title')} description={t('intro')} />
      <PageHeader title={t('title')} intro={t('intro')}>
        <Link
          to="/resources/tools"
          className="font-medium text-brand-600 underline dark:text-brand-100"
        >
          {t('toolsGuide')} →
        </Link>
      </PageHeader>
      <Container className="py-12">
        <search className="grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2">
          <FilterSelect
            label={t('category')}
            allLabel={t('allCategories')}
            value={category}
            options={resourceCategories.map((value) => ({
              value,
              label: resourceCategoryLabels[value][lang],
            }))}
            onChange={(value) => set('category', value)}
          />
          <FilterSelect
            label={t('type')}
            allLabel={t('allTypes')}
            value={type}
            options={resourceTypes.map((value) => ({
              value,
              label: resourceTypeLabels[value][lang],
            }))}
            onChange={(value) => set('type', value)}
          />
        </search>
        <p role="status" className="mt-4 text-sm text-ink-muted" data-testid="resource-count">
          {t('count', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <StateMessage title={t('empty')}>
            <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('clear')}
            </Button>
          </StateMessage>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {shown.map((item) => (
              <li
                key={item.id}
                className="rounded-2xl border border-line p-6"
                data-testid="resource"
              >
                <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
                  {resourceCategoryLabels[item.category][lang]} ·{' '}
                  {resourceTypeLabels[item.type][lang]}
                </p>
                <h2 className="mt-2 text-xl font-semibold">{item.title[lang]}</h2>
                <p className="mt-1 text-sm text-ink-muted">
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, lang)}</time> ·{' '}
                  {t(item.type === 'video' ? 'watch' : 'read', {
                    count: item.minutes,
                  })}
                </p>
                <p className="mt-3 text-ink-muted">{item.summary[lang]}</p>
                <details className="group mt-4">
                  <summary className="cursor-pointer font-medium text-brand-600 dark:text-brand-100">
                    <span className="group-open:hidden">{t('open')}</span>
                    <span className="hidden group-open:inline">{t('close')}</span>
                  </summary>
                  <div className="mt-3 space-y-3">
                    {item.body[lang].map((paragraph) => (
                      <p key={paragraph} className="leading-7 text-ink-muted">
                        {paragraph}
                      </p>
                    ))}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
