import { Star as StarShape } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STARS, starFill } from '../lib/rating-keys';

/** One star; `fill` 0..1 is drawn as a clipped overlay so 4.3 shows a third of the fifth star. */
export function Star({ fill, className = 'h-5 w-5' }: { fill: number; className?: string }) {
  return (
    <span className={`relative inline-block ${className}`}>
      <StarShape className={`absolute inset-0 text-line ${className}`} fill="currentColor" />
      <span
        className="absolute inset-0 overflow-hidden"
        style={{ width: `${Math.round(fill * 100)}%` }}
      >
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
        value: average.toLocaleString(i18n.resolvedLanguage, { maximumFractionDigits: 1 }),
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
