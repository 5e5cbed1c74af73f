import { Star as StarShape } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STARS, starFill } from '../lib/rating-keys';
import { languageOf } from '@/lib/use-lang';
import { numberFormat } from '@/lib/intl';

/**
 * The width of a star's filled part, in tenths: classes, not a style attribute, which our CSP
 * refuses in HTML the server rendered (the catalogue's pages, ADR 034).
 */
const FILL_WIDTHS = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
] as const;

/** One star; `fill` 0..1 is drawn as a clipped overlay so 4.3 shows a third of the fifth star. */
export function Star({ fill, className = 'h-5 w-5' }: { fill: number; className?: string }) {
  const tenths = Math.min(10, Math.max(0, Math.round(fill * 10)));
  return (
    <span className={`relative inline-block ${className}`}>
      <StarShape className={`absolute inset-0 text-line ${className}`} fill="currentColor" />
      <span className={`absolute inset-0 overflow-hidden ${FILL_WIDTHS[tenths]}`}>
        <StarShape className={`text-amber-500 ${className}`} fill="currentColor" />
      </span>
    </span>
  );
}

/** "Rated 4.3 out of 5", or "Not rated yet". */
export function useAverageLabel(average: number | null) {
  const { t, i18n } = useTranslation('catalogue');
  return average === null
    ? t('rating.unrated')
    : t('rating.label', {
        value: numberFormat(languageOf(i18n), { maximumFractionDigits: 1 }).format(average),
      });
}

/** Five read-only stars for an average, announced as "Rated 4.3 out of 5". */
export function StarRating({ average }: { average: number | null }) {
  const label = useAverageLabel(average);
  return (
    <span
      role="img"
      aria-label={label}
      className="inline-flex items-center gap-0.5"
      data-testid="star-rating"
    >
      {STARS.map((star) => (
        <Star key={star} fill={starFill(star, null, average)} />
      ))}
    </span>
  );
}
