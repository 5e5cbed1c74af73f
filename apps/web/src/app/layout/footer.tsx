import { footerNavigation } from '@app/content/pages';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useSession } from '@/lib/session';
import { Logo } from './logo';

export function Footer() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    // The id lets a prerendered page hold its first paint until the page above is parsed.
    <footer id="site-footer" className="mt-16 border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-ink-muted">{t('tagline')}</p>
        </div>
        {footerNavigation.map((column) => (
          <nav key={column.id} aria-label={t(column.titleKey)}>
            <h2 className="text-sm font-semibold">{t(column.titleKey)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="text-sm text-ink-muted hover:text-ink">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-5 text-xs text-ink-muted sm:px-6">
          {/* Prerendered in the year of the build: a new year shows once the page renders again. */}
          <p suppressHydrationWarning>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          {user?.role === 'Admin' ? (
            <Link to="/admin" className="font-medium hover:text-ink">
              {t('footer.admin')}
            </Link>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
