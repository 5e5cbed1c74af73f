import { headerNavigation } from '@app/content/pages';
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import { Spinner } from '@/components/ui/spinner';
import { LanguageToggle } from '@/components/language-toggle';
import { ThemeToggle } from '@/components/theme-toggle';
import { useSession, useSignOut } from '@/lib/session';
import { Logo } from './logo';
import { lazy } from '@/lib/lazy';
import { useHydrated } from '@/lib/use-hydrated';

// The mobile menu is only downloaded when someone opens it.
const MobileMenu = lazy(() => import('./mobile-menu'));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted ${isActive ? 'text-brand-600 dark:text-brand-100' : 'text-ink-muted hover:text-ink'}`;

export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
          <DisclosureMenu
            label={t('nav.services')}
            buttonClassName="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink aria-expanded:text-ink"
            panelClassName="mt-1.5 min-w-56"
          >
            {({ close, props }) =>
              headerNavigation.services.map((link) => (
                <Link
                  {...props}
                  key={link.path}
                  to={link.path}
                  onClick={close}
                  className="block rounded-lg px-3 py-2 text-sm hover:bg-surface-muted focus-visible:bg-surface-muted"
                >
                  {t(link.label)}
                </Link>
              ))
            }
          </DisclosureMenu>
          {headerNavigation.links.map((link) => (
            <NavLink key={link.path} to={link.path} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <LanguageToggle />
          {/* On small screens the mobile menu carries these actions. */}
          <div className="hidden items-center gap-2 sm:flex">
            {user ? (
              <>
                <ButtonLink to="/dashboard">{t('nav.dashboard')}</ButtonLink>
                <Button
                  variant="secondary"
                  onClick={() => signOut.mutate()}
                  disabled={signOut.isPending}
                  data-testid="sign-out"
                >
                  {signOut.isPending ? <Spinner className="h-4 w-4" /> : null}
                  {signOut.isPending ? t('nav.signingOut') : t('nav.signOut')}
                </Button>
              </>
            ) : (
              <ButtonLink to="/login">{t('nav.getStarted')}</ButtonLink>
            )}
          </div>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-line lg:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            // Nothing to do before the page is hydrated (ADR 034): not offered until then.
            disabled={!hydrated}
          >
            <Menu className="h-5 w-5" />
          </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} signedIn={Boolean(user)} />
        </Suspense>
      ) : null}
    </header>
  );
}
