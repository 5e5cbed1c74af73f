import type { ToolSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { StarRating } from './star-rating';
import { ToolLogo } from './tool-logo';

export function ToolCard({
  tool,
  onTagClick,
}: {
  tool: ToolSummary;
  onTagClick?: (tag: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="group relative flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="flex items-start gap-3">
        <ToolLogo name={tool.name} logoUrl={tool.logoUrl} />
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">
            <Link
              to={`/tools/${tool.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-focus-within:underline"
            >
              {tool.name}
            </Link>
          </h2>
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {t(`explorer.category.${tool.category}`)}
          </p>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-ink-muted">{tool.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <StarRating average={tool.rating.average} />
        <span>
          {tool.rating.count > 0
            ? t('rating.count', { count: tool.rating.count })
            : t('card.noRatings')}
        </span>
        <span aria-hidden="true">·</span>
        <span>{t('card.comments', { count: tool.commentCount })}</span>
      </div>
      {tool.tags.length > 0 ? (
        <ul className="relative z-10 flex flex-wrap gap-1.5">
          {tool.tags.map((tag) => (
            <li key={tag}>
              {onTagClick ? (
                <button
                  type="button"
                  onClick={() => onTagClick(tag)}
                  className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted hover:text-ink"
                >
                  {tag}
                </button>
              ) : (
                <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted">
                  {tag}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
