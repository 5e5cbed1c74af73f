import { faq, faqCategories, faqCategoryLabels, faqPage, type FaqCategory } from '@app/content/faq';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { useLang } from '@/lib/use-lang';
import { Container } from './shared';
import { useHydrated } from '@/lib/use-hydrated';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export default function FaqPage() {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  const searchId = useId();
  // Prerendered: the search and the answers work once the page is hydrated (ADR 034).
  const ready = useHydrated();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | ''>('');
  const [open, setOpen] = useState<string | null>(null);
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const shown = faq.filter(
    (entry) =>
      (!category || entry.category === category) &&
      words.every((word) =>
        normalize(`${entry.question[lang]} ${entry.answer[lang]}`).includes(word),
      ),
  );

  return (
    <>
      <PageMeta title={faqPage.title[lang]} description={faqPage.intro[lang]} />
      <PageHeader title={faqPage.title[lang]} intro={faqPage.intro[lang]} />
      <Container className="max-w-4xl py-12">
        <label htmlFor={searchId} className="mb-1 block font-medium">
          {faqPage.searchLabel[lang]}
        </label>
        <input
          disabled={!ready}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={faqPage.searchPlaceholder[lang]}
          className="w-full rounded-lg border border-line bg-surface px-4 py-3"
        />
        <div role="group" aria-label={t('faq.categories')} className="mt-4 flex flex-wrap gap-2">
          {(['', ...faqCategories] as const).map((value) => (
            <button
              disabled={!ready}
              key={value || 'all'}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className="rounded-full border border-line px-3 py-1 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {value ? faqCategoryLabels[value][lang] : t('faq.all')}
            </button>
          ))}
        </div>
        <p role="status" className="mt-4 text-sm text-ink-muted" data-testid="faq-count">
          {t('faq.count', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <StateMessage title={faqPage.noResults[lang]}>
            <Link
              to="/contact"
              className="font-medium text-brand-600 underline dark:text-brand-100"
            >
              {faqPage.contactPrompt[lang]}
            </Link>
          </StateMessage>
        ) : (
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
            {shown.map((entry) => {
              const expanded = open === entry.id;
              return (
                <li key={entry.id}>
                  <h2>
                    <button
                      disabled={!ready}
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={`faq-${entry.id}`}
                      onClick={() => setOpen(expanded ? null : entry.id)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-surface-muted"
                    >
                      {entry.question[lang]}
                      <span
                        aria-hidden="true"
                        className={`transition-transform ${expanded ? 'rotate-45' : ''}`}
                      >
                        +
                      </span>
                    </button>
                  </h2>
                  <div
                    id={`faq-${entry.id}`}
                    hidden={!expanded}
                    className="px-5 pb-5 text-ink-muted"
                  >
                    <p className="leading-7">{entry.answer[lang]}</p>
                    {entry.link ? (
                      <Link
                        to={entry.link.href}
                        className="mt-2 inline-block font-medium text-brand-600 underline dark:text-brand-100"
                      >
                        {entry.link.label[lang]}
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-8 text-center text-ink-muted">
          <Link to="/contact" className="font-medium text-brand-600 underline dark:text-brand-100">
            {faqPage.contactPrompt[lang]}
          </Link>
        </p>
      </Container>
    </>
  );
}
