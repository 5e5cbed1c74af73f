import { FileText, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, inputTextSize } from '@/components/form/field';
import { PassageSource } from '@/components/passage-source';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH_PAGE_SIZE, useSearchBrain } from '../api/search-brain';
import { brainErrorText } from '../lib/brain-errors';
import { Pager } from './pager';
import { PassageText } from './passage-text';

function SearchResultsView({
  userId,
  brainId,
  q,
  page,
  onPage,
}: {
  userId: string;
  brainId: string;
  q: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('brains');
  const results = useSearchBrain(userId, brainId, q, page);

  if (results.data === undefined) {
    if (!results.isError)
      return (
        <div role="status" className="mt-4 flex items-center gap-3 text-sm text-ink-muted">
          <Spinner className="h-4 w-4" />
          {t('search.searching')}
        </div>
      );
    return (
      <div
        role="alert"
        className="mt-4 flex flex-wrap items-center gap-3 text-sm"
        data-testid="search-error"
      >
        <span className="text-red-800 dark:text-red-200">{brainErrorText(results.error, t)}</span>
        <Button variant="secondary" onClick={() => void results.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { items, total, pageCount } = results.data;
  const first = (page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <div className="mt-4" data-testid="search-results">
      <p role="status" className="text-sm text-ink-muted" data-testid="search-count">
        {total === 0
          ? t('search.none', { q: results.data.query })
          : t('search.count', {
              count: total,
              q: results.data.query,
              first,
              last: first + items.length - 1,
            })}
      </p>
      {items.length > 0 ? (
        <ol
          aria-label={t('search.resultsLabel')}
          aria-busy={results.isPlaceholderData}
          className={`mt-3 flex flex-col gap-3 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {items.map((hit) => (
            <li
              key={`${hit.sourceId}:${hit.chunkIndex}`}
              className="rounded-xl border border-line bg-surface-muted p-3"
              data-testid="search-hit"
            >
              <p className="flex items-center gap-2 text-sm font-semibold">
                <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-ink-muted" />
                <PassageSource namespace="brains" brainId={brainId} {...hit} />
              </p>
              <p className="mt-1 text-sm leading-6 break-words" data-testid="passage">
                <PassageText passage={hit.passage} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      <Pager label={t('search.pagination')} page={page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}

/**
 * Search a brain: the words are looked for in each source's language; results show the source's
 * name (a link to its file, at the passage's page), where the passage is, and the passage with
 * the matching words highlighted, a page at a time.
 */
export function BrainSearch({ brainId, userId }: { brainId: string; userId: string }) {
  const { t } = useTranslation('brains');
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [blank, setBlank] = useState(false);
  const [asked, setAsked] = useState<{ q: string; page: number } | null>(null);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      data-testid="brain-search"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('search.title')}
      </h2>
      <form
        role="search"
        aria-labelledby={headingId}
        noValidate
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const q = draft.trim();
          setBlank(q === '');
          if (q) setAsked({ q, page: 1 });
        }}
      >
        <div className="min-w-0 flex-1 basis-64">
          <Field label={t('search.label')} error={blank ? t('validation.required') : undefined}>
            {(control) => (
              <input
                {...control}
                type="search"
                value={draft}
                maxLength={200}
                placeholder={t('search.placeholder')}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (blank && event.target.value.trim()) setBlank(false);
                }}
                className={`${inputClass} ${inputTextSize}`}
              />
            )}
          </Field>
        </div>
        <Button type="submit" className="py-2.5">
          <Search className="h-4 w-4" />
          {t('search.submit')}
        </Button>
      </form>
      {asked ? (
        <SearchResultsView
          userId={userId}
          brainId={brainId}
          q={asked.q}
          page={asked.page}
          onPage={(page) => setAsked({ ...asked, page })}
        />
      ) : null}
    </section>
  );
}
