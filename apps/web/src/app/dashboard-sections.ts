import { analyticsSection } from '@/features/analytics/section';
import { brainsSection } from '@/features/brains/section';
import { agentsSection } from '@/features/agents/section';
import { teamsSection } from '@/features/teams/section';
import { connectionsSection } from '@/features/connections/section';
import { preloadOverviewReads } from '@/features/analytics/api/get-overview';
import { preloadInvitationsReads } from '@/features/invitations/api/get-invitations';
import { matchPath } from 'react-router';
import type { DashboardSection } from '@/lib/dashboard-section';
import { prefetchNamespaces, startLanguage } from '@/lib/i18n';
import { lazy } from '@/lib/lazy';

/**
 * The dashboard's sections, in the sidebar's order (spec §2): each feature declares its own, and
 * the router, the sidebar and the overview read this list. A new section is one more line here.
 */
export const dashboardSections: readonly DashboardSection[] = [
  analyticsSection,
  connectionsSection,
  brainsSection,
  teamsSection,
  agentsSection,
];

/** /dashboard itself: the overview of every section. */
export const OverviewPage = lazy(() => import('@/features/analytics/components/overview-page'));

/** Above every screen of the dashboard (shown on the overview, the brains and the teams). */
export const InvitationsNotice = lazy(
  () => import('@/features/invitations/components/invitations-notice'),
);

/**
 * Starts loading the screen at `pathname` (under /dashboard, with its URL's `search`), the
 * translations it reads and what it first asks the API, while the session loads, rather than once
 * the dashboard has rendered: they then arrive beside the dashboard's own chunks instead of after
 * them. Settles when the chunks and translations have arrived or failed.
 */
export function preloadDashboardScreen(pathname: string, search = ''): Promise<unknown> {
  const below = pathname.replace(/^\/dashboard\/?/, '').replace(/\/$/, '');
  const loads: Promise<unknown>[] = [InvitationsNotice.load()];
  const namespaces = ['dashboard', 'invitations'];
  if (below === '') {
    loads.push(OverviewPage.load());
    namespaces.push('analytics');
  } else {
    const found = dashboardSections
      .flatMap((section) => section.routes.map((route) => ({ section, route })))
      .find(({ section, route }) =>
        matchPath(`/${section.path}${route.path ? `/${route.path}` : ''}`, `/${below}`),
      );
    if (found) {
      loads.push(found.route.page.load());
      namespaces.push(found.section.namespace);
      found.route.preloadReads?.({ search: new URLSearchParams(search), lang: startLanguage });
    }
  }
  if (below === '') preloadOverviewReads();
  preloadInvitationsReads(pathname);
  loads.push(prefetchNamespaces(namespaces));
  return Promise.allSettled(loads);
}
