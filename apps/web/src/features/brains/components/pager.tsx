import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous / next with "Page 2 of 5": for the list of brains and for search results. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('brains');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" />
        {t('pager.previous')}
      </Button>
      <span className="text-sm text-ink-muted" aria-current="page">
        {t('pager.pageOf', { page, count: pageCount })}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight className="h-4 w-4" />
      </Button>
    </nav>
  );
}
