import type { PassagePlace } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/** The address of a source's original file, at a page of it when the page is known. */
export function sourceFileUrl(brainId: string, sourceId: string, page: number | null = null) {
  const url = `/api/brains/${encodeURIComponent(brainId)}/sources/${encodeURIComponent(sourceId)}/file`;
  return page === null ? url : `${url}#page=${page}`;
}

/** Where a passage is in its file, in words: "p. 63", "pp. 63–64"; null without a page. */
export function usePlaceText(namespace: string) {
  const { t } = useTranslation(namespace);
  return ({ page, pageEnd }: Pick<PassagePlace, 'page' | 'pageEnd'>) => {
    if (page === null) return null;
    return pageEnd !== null && pageEnd !== page
      ? t('place.pages', { page, end: pageEnd })
      : t('place.page', { page });
  };
}

/**
 * The source a passage comes from, as the search results and the agents' citations show it: its
 * name, a link opening the original file in a new tab (at the passage's page for a PDF), then
 * where the passage is ("p. 63") and whether its page was read by OCR. Texts from the feature's
 * namespace: `place.*`.
 */
export function PassageSource({
  namespace,
  brainId,
  sourceId,
  sourceName,
  page,
  pageEnd,
  readByOcr,
  className = '',
}: PassagePlace & {
  namespace: string;
  brainId: string;
  sourceId: string;
  sourceName: string;
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  const place = usePlaceText(namespace)({ page, pageEnd });
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <a
        href={sourceFileUrl(brainId, sourceId, page)}
        target="_blank"
        rel="noopener"
        className="break-all underline decoration-line underline-offset-2 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={
          place
            ? t('place.openAt', { name: sourceName, place })
            : t('place.open', { name: sourceName })
        }
        data-testid="passage-source-link"
      >
        {sourceName}
      </a>
      {place ? (
        <span className="font-normal text-ink-muted" data-testid="passage-page">
          {place}
        </span>
      ) : null}
      {readByOcr ? (
        <span className="font-normal text-ink-muted" data-testid="passage-ocr">
          {t('place.ocr')}
        </span>
      ) : null}
    </span>
  );
}
