import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useToolFacets } from '../api/get-tool-facets';
import { useTools } from '../api/get-tools';
import { ToolCard } from './tool-card';
import { languageOf } from '@/lib/use-lang';

/** /resources/tools: how to choose and adopt AI tools, the categories, the community's favourites. */
export default function AiToolsGuidePage() {
  const { t, i18n } = useTranslation('catalogue');
  const lang = languageOf(i18n);
  const facets = useToolFacets(lang);
  const top = useTools({ lang, sort: 'rating', page: 1, pageSize: 3 });
  const list = (key: string) => t(key, { returnObjects: true }) as string[];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageMeta title={t('guide.title')} description={t('guide.metaDescription')} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('guide.title')}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t('guide.lead')}</p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {(['choose', 'adopt'] as const).map((part) => (
          <section key={part} className="rounded-2xl border border-line p-6">
            <h2 className="text-xl font-semibold">{t(`guide.${part}Title`)}</h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-ink-muted">
              {list(`guide.${part}Items`).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>

      <section className="mt-12" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-2xl font-bold">
          {t('guide.categoriesTitle')}
        </h2>
        {facets.isPending ? (
          <LoadingState />
        ) : facets.isError ? (
          <StateMessage tone="error" title={t('guide.loadError')}>
            <Button onClick={() => void facets.refetch()}>{t('explorer.retry')}</Button>
          </StateMessage>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {facets.data.categories.map(({ category, count }) => (
              <li key={category}>
                <Link
                  to={`/tools?category=${category}`}
                  className="flex items-center gap-3 rounded-xl border border-line p-3 hover:bg-surface-muted"
                >
                  <img
                    src={`/images/guides/${category}.svg`}
                    alt=""
                    width={96}
                    height={50}
                    className="h-12 w-20 rounded-lg object-cover"
                  />
                  <span>
                    <span className="block font-semibold">
                      {t(`explorer.category.${category}`)}
                    </span>
                    <span className="text-sm text-ink-muted">
                      {t('guide.categoryCount', { count })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mt-12" aria-labelledby="top-title">
        <h2 id="top-title" className="text-2xl font-bold">
          {t('guide.topRatedTitle')}
        </h2>
        {top.isPending ? (
          <LoadingState />
        ) : top.isError ? (
          <StateMessage tone="error" title={t('guide.loadError')}>
            <Button onClick={() => void top.refetch()}>{t('explorer.retry')}</Button>
          </StateMessage>
        ) : (
          <ul className="mt-4 grid gap-5 md:grid-cols-3">
            {top.data.items.map((tool) => (
              <li key={tool.id} className="flex">
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 text-center">
          <ButtonLink to="/tools">{t('guide.exploreAll')}</ButtonLink>
        </div>
      </section>
    </div>
  );
}
