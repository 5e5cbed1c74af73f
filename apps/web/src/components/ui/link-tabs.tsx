import { Link } from '@/components/ui/link';

export interface LinkTab {
  key: string;
  label: string;
  /** The query string of that view (without `?`), so the view lives in the URL. */
  search: string;
  current: boolean;
}

/** Views of one list as tabs that are links: each view has its URL, the current one is marked. */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label} className="mt-6 border-b border-line">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={{ search: tab.search ? `?${tab.search}` : '' }}
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-flex items-center border-b-2 px-4 py-2 text-sm font-semibold ${tab.current ? 'border-brand-600 text-brand-700 dark:border-brand-100 dark:text-brand-100' : 'border-transparent text-ink-muted hover:text-ink'}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
