import { Puzzle } from 'lucide-react';
import type { DashboardSection } from '@/lib/dashboard-section';
import { preloadConnectionsReads } from '@/lib/connections-query';
import { lazy } from '@/lib/lazy';

/** Connected tools, the dashboard's section for the external tools agents work with. */
export const connectionsSection: DashboardSection = {
  path: 'tools',
  titleKey: 'pages.dashboardTools',
  descriptionKey: 'sections.tools',
  icon: Puzzle,
  namespace: 'connections',
  routes: [
    {
      path: '',
      titleKey: 'pages.dashboardTools',
      page: lazy(() => import('./components/connections-page')),
      preloadReads: ({ lang }) => preloadConnectionsReads(lang),
    },
    {
      path: 'callback/:tool',
      titleKey: 'pages.dashboardTools',
      page: lazy(() => import('./components/connection-callback-page')),
    },
  ],
};
