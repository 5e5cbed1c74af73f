import type { ToolComment } from '@app/contracts';
import { Suspense } from 'react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/relative-time';
import { useHydrated } from '@/lib/use-hydrated';
import { lazy } from '@/lib/lazy';
import { LoadingState } from '@/components/ui/spinner';
import { languageOf } from '@/lib/use-lang';
import { dateTimeFormat } from '@/lib/intl';

// The form, with its validation (react-hook-form, the contract's schema and zod), only for a
// signed-in visitor: a visitor who is not signed in, for whom the BFF renders the page, loads
// none of it (ADR 037).
const CommentForm = lazy(() => import('./comment-form').then((m) => ({ default: m.CommentForm })));

function Avatar({ name, url }: { name: string; url: string | null }) {
  const { t } = useTranslation('catalogue');
  if (url)
    return (
      <img
        src={url}
        alt={t('detail.avatarOf', { name })}
        width={40}
        height={40}
        className="h-10 w-10 rounded-full"
      />
    );
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className="grid h-10 w-10 place-items-center rounded-full bg-surface-muted text-ink-muted"
    >
      <UserRound className="h-5 w-5" />
    </span>
  );
}

/** What `Date.prototype.toLocaleString` shows: the date and the time, to the second. */
const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/**
 * The comments of a tool: the post form for a signed-in user, a sign-in prompt for visitors,
 * then the list, newest first.
 */
export function ToolComments({
  toolId,
  comments,
  signedIn,
  loadedAt,
}: {
  toolId: string;
  comments: ToolComment[];
  signedIn: boolean;
  /** When the comments were read (the query's time): "3 minutes ago" is counted from it while
   * the page hydrates, in UTC, as the server rendered it; from now, in the visitor's zone, after. */
  loadedAt: number;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const language = languageOf(i18n);
  const hydrated = useHydrated();
  const now = hydrated ? new Date() : new Date(loadedAt);
  const zone = hydrated ? undefined : { timeZone: 'UTC' };
  return (
    <section aria-labelledby="comments-title" className="mt-12">
      <h2 id="comments-title" className="text-2xl font-bold">
        {t('detail.comments')} <span className="text-ink-muted">({comments.length})</span>
      </h2>
      {signedIn ? (
        <Suspense fallback={<LoadingState />}>
          <CommentForm toolId={toolId} />
        </Suspense>
      ) : (
        <div
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-line p-4"
          data-testid="sign-in-prompt"
        >
          <p className="text-ink-muted">{t('detail.signInPrompt')}</p>
          <Link
            to={`/login?redirect=${encodeURIComponent(`/tools/${toolId}`)}`}
            className={buttonClass('primary')}
          >
            {t('detail.signIn')}
          </Link>
        </div>
      )}
      {comments.length === 0 ? (
        <p className="mt-6 text-ink-muted">{t('detail.noComments')}</p>
      ) : (
        <ul className="mt-6 space-y-5">
          {comments.map((comment) => {
            const name = comment.author.fullName?.trim() || t('detail.anonymous');
            return (
              <li key={comment.id} className="flex gap-3" data-testid="comment">
                <Avatar name={name} url={comment.author.avatarUrl} />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-semibold">{name}</span>{' '}
                    <time
                      dateTime={comment.createdAt}
                      title={dateTimeFormat(language, { ...DATE_AND_TIME, ...zone }).format(
                        new Date(comment.createdAt),
                      )}
                      className="text-ink-muted"
                    >
                      · {formatRelativeTime(comment.createdAt, language, now)}
                    </time>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line">{comment.content}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
