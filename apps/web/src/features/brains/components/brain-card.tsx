import type { BrainSummary } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useLang } from '@/lib/use-lang';
import { formatBytes } from '../lib/format-bytes';
import { personName } from '../lib/person-name';
import { RoleBadge, TypeBadge, VisibilityBadge } from './brain-badges';
import { StatusBadge } from './status-badge';

/** One brain of the list: its name (a link to it), what it is, its status and what it holds. */
export function BrainCard({ brain }: { brain: BrainSummary }) {
  const { t } = useTranslation('brains');
  const lang = useLang();
  const headingId = useId();
  const mine = brain.myRole === 'owner';
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-brand-500/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 sm:p-5"
      data-testid="brain-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {/* The whole card is the link's target area; the name is its text. */}
          <Link
            to={`/dashboard/brains/${brain.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {brain.name}
          </Link>
        </h2>
        <StatusBadge status={brain.status} failed={brain.failedSources} />
      </div>
      {brain.description ? (
        <p className="line-clamp-2 text-sm text-ink-muted">{brain.description}</p>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        <TypeBadge type={brain.type} />
        <VisibilityBadge visibility={brain.visibility} />
        {mine ? null : <RoleBadge role={brain.myRole} />}
      </div>
      <p className="mt-auto text-sm text-ink-muted">
        {t('list.sources', { count: brain.sourceCount })} · {formatBytes(brain.sizeBytes, lang)}
      </p>
      {mine ? null : (
        <p className="-mt-2 text-sm text-ink-muted">
          {t('list.owner', { name: personName(brain.owner) })}
        </p>
      )}
    </article>
  );
}
