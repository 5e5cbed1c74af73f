import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { Link } from '@/components/ui/link';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { LanguageToggle } from '@/components/language-toggle';
import { SessionWarning } from '@/components/session-warning';
import { ThemeToggle } from '@/components/theme-toggle';
import { LoadingState } from '@/components/ui/spinner';
import { sectionTitleKey, type DashboardSection } from '@/lib/dashboard-section';
import { useSession } from '@/lib/session';
import { useSidebarOpen } from '../lib/sidebar-state';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { lazy } from '@/lib/lazy';

// The small-screen drawer is only downloaded when someone opens it.
const DashboardDrawer = lazy(() => import('./dashboard-drawer'));

export const DASHBOARD_CONTENT_ID = 'dashboard-content';

/**
 * The signed-in area's own chrome (the site header and footer are hidden there): a sidebar that
 * collapses to icons (remembered in `ui-state`) and becomes a drawer on small screens, and a top
 * bar with the title, the session warning, the theme and language toggles and the user menu.
 * The root layout's <main> holds it, so the content is a labelled region with its own skip link.
 * The sidebar lists the sections it is given (the app's registry).
 */
export function DashboardShell({
  sections,
  title,
  notice,
  children,
}: {
  sections: readonly DashboardSection[];
  title: string;
  /** Shown above the page when it has something to say (the app decides what), never before it. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navId = useId();
  const isAdmin = user?.role === 'Admin';

  return (
    <div className="flex min-h-screen bg-surface" data-testid="dashboard-shell">
      <a
        href={`#${DASHBOARD_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>

      <div
        className={`sticky top-0 hidden h-screen shrink-0 flex-col border-r border-line bg-surface-muted transition-[width] md:flex ${sidebarOpen ? 'w-64 overflow-y-auto' : 'w-18'} z-20`}
        data-testid="dashboard-sidebar"
        data-open={sidebarOpen}
      >
        <div
          className={`flex h-16 shrink-0 items-center border-b border-line px-3 ${sidebarOpen ? 'justify-between' : 'justify-center'}`}
        >
          {sidebarOpen ? (
            <Link
              to="/"
              aria-label={t('nav.home', { ns: 'common' })}
              className="flex items-center gap-2 px-1 font-bold"
            >
              <LogoMark className="h-7 w-7 shrink-0" />
              <span className="tracking-tight">{t('brand', { ns: 'common' })}</span>
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => setSidebarOpen(!sidebarOpen)}
            aria-expanded={sidebarOpen}
            aria-controls={navId}
            aria-label={t('shell.toggleSidebar')}
            title={sidebarOpen ? t('shell.collapseSidebar') : t('shell.expandSidebar')}
            data-testid="sidebar-toggle"
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink"
          >
            {sidebarOpen ? (
              <PanelLeftClose className="h-5 w-5" />
            ) : (
              <PanelLeftOpen className="h-5 w-5" />
            )}
          </button>
        </div>
        <SidebarNav id={navId} sections={sections} collapsed={!sidebarOpen} isAdmin={isAdmin} />
      </div>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-line bg-surface/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('shell.openNavigation')}
            aria-expanded={drawerOpen}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-line md:hidden"
          >
            <Menu className="h-5 w-5" />
          </button>
          <p className="min-w-0 truncate text-lg font-semibold" data-testid="dashboard-title">
            {title}
          </p>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden items-center gap-2 sm:flex">
              <ThemeToggle />
              <LanguageToggle />
            </span>
            {user ? <UserMenu user={user} /> : null}
          </div>
        </header>
        <SessionWarning />
        <section
          id={DASHBOARD_CONTENT_ID}
          tabIndex={-1}
          aria-label={title}
          className="flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
        >
          {/* A section's page loads and fails inside the shell, which stays in place. */}
          <ErrorBoundary resetKey={pathname}>
            {notice ? <Suspense fallback={null}>{notice}</Suspense> : null}
            <Suspense fallback={<LoadingState />}>{children}</Suspense>
          </ErrorBoundary>
        </section>
      </div>

      {drawerOpen ? (
        <Suspense fallback={null}>
          <DashboardDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            sections={sections}
            isAdmin={isAdmin}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The layout route of /dashboard: the shell around the section's page, titled after its section. */
export default function DashboardLayout({
  sections,
  notice,
}: {
  sections: readonly DashboardSection[];
  notice?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  return (
    <DashboardShell
      sections={sections}
      title={t(sectionTitleKey(sections, pathname), { ns: 'common' })}
      notice={notice}
    >
      <Outlet />
    </DashboardShell>
  );
}
