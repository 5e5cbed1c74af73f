import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button, ExternalButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useSession } from '@/lib/session';
import { useTool } from '../api/get-tool';
import { RateToolStars } from './rate-tool-stars';
import { StarRating } from './star-rating';
import { ToolComments } from './tool-comments';
import { ToolLogo } from './tool-logo';
import { languageOf } from '@/lib/use-lang';

function BackToTools() {
  const { t } = useTranslation('catalogue');
  return (
    <Link
      to="/tools"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
    >
      <span aria-hidden="true">←</span> {t('detail.back')}
    </Link>
  );
}

export default function ToolDetailPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { id = '' } = useParams();
  const lang = languageOf(i18n);
  const query = useTool(id, lang);
  const { user } = useSession();

  if (query.isPending) return <LoadingState screen />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <BackToTools />
        <StateMessage tone="error" title={t('detail.loadError')}>
          <Button onClick={() => void query.refetch()}>{t('detail.retry')}</Button>
        </StateMessage>
      </div>
    );
  }
  const tool = query.data;
  if (!tool) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <PageMeta title={t('detail.notFoundTitle')} />
        <StateMessage
          headingLevel={1}
          title={t('detail.notFoundTitle')}
          text={t('detail.notFoundText')}
        >
          <BackToTools />
        </StateMessage>
      </div>
    );
  }

  const guide = tool.guide;
  const ratingCount = (
    <span data-testid="rating-count">{t('rating.count', { count: tool.rating.count })}</span>
  );
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6" lang={tool.lang}>
      <PageMeta
        title={guide?.seoTitle ?? tool.name}
        description={guide?.seoDescription ?? tool.description}
        image={guide?.seoImage}
      />
      <BackToTools />
      <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
        <ToolLogo name={tool.name} logoUrl={tool.logoUrl} size="lg" />
        <div className="flex-1">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{tool.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {/* Rating is for signed-in users only (spec §5); visitors see the average. */}
            {user ? (
              <RateToolStars toolId={tool.id} userId={user.id} average={tool.rating.average}>
                {ratingCount}
              </RateToolStars>
            ) : (
              <>
                <StarRating average={tool.rating.average} />
                {ratingCount}
              </>
            )}
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <ExternalButtonLink href={tool.url}>{t('detail.visit')}</ExternalButtonLink>
            {tool.githubUrl ? (
              <ExternalButtonLink href={tool.githubUrl} variant="secondary">
                {t('detail.source')}
              </ExternalButtonLink>
            ) : null}
          </div>
        </div>
      </header>

      {tool.lang !== lang ? (
        <p className="mt-6 rounded-lg bg-surface-muted p-3 text-sm text-ink-muted">
          {t('detail.englishOnly')}
        </p>
      ) : null}
      <p className="mt-6 text-lg text-ink-muted">{tool.description}</p>
      {tool.tags.length > 0 ? (
        <div className="mt-4">
          <h2 className="sr-only">{t('detail.tags')}</h2>
          <ul className="flex flex-wrap gap-2">
            {tool.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/tools?tag=${encodeURIComponent(tag)}`}
                  className="rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-ink-muted hover:text-ink"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {guide ? (
        <section aria-label={t('detail.guide')} className="mt-10">
          {guide.headerImage ? (
            <img
              src={guide.headerImage}
              alt=""
              width={1200}
              height={630}
              className="aspect-[1200/630] w-full rounded-2xl border border-line object-cover"
            />
          ) : null}
          <h2 className="mt-8 text-2xl font-bold">{t('detail.introduction')}</h2>
          <p className="mt-3 leading-7 text-ink-muted">{guide.introduction}</p>
          {guide.bodyHtml ? (
            <>
              <h2 className="mt-10 text-2xl font-bold">{t('detail.details')}</h2>
              {/* Rendered from Markdown and sanitised by the BFF: only harmless markup arrives here. */}
              <div className="prose-guide" dangerouslySetInnerHTML={{ __html: guide.bodyHtml }} />
            </>
          ) : null}
          {guide.conclusion ? (
            <>
              <h2 className="mt-10 text-2xl font-bold">{t('detail.conclusion')}</h2>
              <p className="mt-3 leading-7 text-ink-muted">{guide.conclusion}</p>
            </>
          ) : null}
        </section>
      ) : null}

      <ToolComments
        toolId={tool.id}
        comments={tool.comments}
        signedIn={user !== null}
        loadedAt={query.dataUpdatedAt}
      />
    </article>
  );
}
