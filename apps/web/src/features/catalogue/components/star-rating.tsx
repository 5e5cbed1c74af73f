import { useTranslation } from 'react-i18next';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

function Star({ fill }: { fill: number }) {
  // fill: 0..1, drawn as a clipped overlay so 4.3 shows a third of the fifth star.
  return (
    <span className="relative inline-block h-5 w-5">
      <svg
        viewBox="0 0 20 20"
        className="absolute inset-0 h-5 w-5 text-line"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d={STAR} />
      </svg>
      <span
        className="absolute inset-0 overflow-hidden"
        style={{ width: `${Math.round(fill * 100)}%` }}
      >
        <svg
          viewBox="0 0 20 20"
          className="h-5 w-5 text-amber-500"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d={STAR} />
        </svg>
      </span>
    </span>
  );
}

/** Five read-only stars for an average, announced as "Rated 4.3 out of 5". */
export function StarRating({ average }: { average: number | null }) {
  const { t, i18n } = useTranslation('catalogue');
  const value = average ?? 0;
  const label =
    average === null
      ? t('rating.unrated')
      : t('rating.label', {
          value: average.toLocaleString(i18n.resolvedLanguage, { maximumFractionDigits: 1 }),
        });
  return (
    <span
      role="img"
      aria-label={label}
      className="inline-flex items-center gap-0.5"
      data-testid="star-rating"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} fill={Math.max(0, Math.min(1, value - i))} />
      ))}
    </span>
  );
}
