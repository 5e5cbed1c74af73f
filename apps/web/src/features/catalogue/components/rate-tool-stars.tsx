import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useMyRating } from '../api/get-my-rating';
import { useRateTool } from '../api/rate-tool';
import { STARS, starFill, starForKey, tabbableStar } from '../lib/rating-keys';
import { Star, useAverageLabel } from './star-rating';

/**
 * The stars of a signed-in user: a radio group of five star buttons. Hovering or moving the
 * keyboard focus previews a rating; a click, Enter or Space saves it. The average stays on show
 * otherwise, and the user's own rating is written next to it.
 */
export function RateToolStars({
  toolId,
  userId,
  average,
  children,
}: {
  toolId: string;
  userId: string;
  average: number | null;
  /** Shown between the stars and the user's own rating: the rating count. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const averageLabel = useAverageLabel(average);
  const averageId = useId();
  const myRating = useMyRating(toolId, userId);
  const rate = useRateTool(toolId, userId);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [keyboardPreview, setKeyboardPreview] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const saving = rate.isPending;
  // While saving, the chosen rating shows; after a failure, the saved one comes back.
  const mine = rate.isPending ? rate.variables : (myRating.data ?? null);
  const preview = hovered ?? (keyboardPreview ? focused : null);

  const select = (star: number) => {
    if (saving) return;
    rate.mutate(star);
  };

  const onKeyDown = (event: KeyboardEvent, star: number) => {
    const next = starForKey(event.key, star);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next - 1]?.focus();
  };

  return (
    <>
      <span
        role="radiogroup"
        aria-label={t('rating.rateThis')}
        aria-describedby={averageId}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        className="inline-flex items-center"
        data-testid="rate-tool"
        onMouseLeave={() => setHovered(null)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
        }}
      >
        {STARS.map((star) => (
          <button
            key={star}
            ref={(element) => {
              buttons.current[star - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={mine === star}
            aria-label={t('rating.rateStar', { count: star })}
            aria-disabled={saving || undefined}
            tabIndex={tabbableStar(focused, mine) === star ? 0 : -1}
            onClick={() => select(star)}
            onKeyDown={(event) => onKeyDown(event, star)}
            onMouseEnter={() => setHovered(star)}
            onFocus={(event) => {
              setFocused(star);
              // Only a keyboard focus previews: a click already chooses.
              setKeyboardPreview(event.currentTarget.matches(':focus-visible'));
            }}
            className={`grid h-8 w-8 place-items-center rounded-md hover:bg-surface-muted aria-disabled:cursor-wait ${mine === star ? 'bg-amber-500/10' : ''}`}
          >
            <Star fill={starFill(star, preview, average)} className="h-6 w-6" />
          </button>
        ))}
      </span>
      <span id={averageId} className="sr-only">
        {averageLabel}
      </span>
      {children}
      <span role="status" className="inline-flex items-center gap-1.5" data-testid="my-rating">
        {saving ? (
          <>
            <Spinner className="h-3.5 w-3.5" />
            {t('rating.saving')}
          </>
        ) : mine !== null ? (
          t('rating.yours', { value: mine })
        ) : null}
      </span>
    </>
  );
}
