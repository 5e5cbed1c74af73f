import { Puzzle } from 'lucide-react';
import { screen, type DashboardSection } from '@/lib/dashboard-section';

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
      ...screen(() => import('./components/connections-page')),
    },
    {
      path: 'callback/:tool',
      titleKey: 'pages.dashboardTools',
      ...screen(() => import('./components/connection-callback-page')),
    },
  ],
};
