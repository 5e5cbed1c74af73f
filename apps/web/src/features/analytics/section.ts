import { ChartLine } from 'lucide-react';
import { screen, type DashboardSection } from '@/lib/dashboard-section';

/** The user's own analytics; its charts (uPlot) load with this page only. */
export const analyticsSection: DashboardSection = {
  path: 'analytics',
  titleKey: 'pages.dashboardAnalytics',
  descriptionKey: 'sections.analytics',
  icon: ChartLine,
  namespace: 'analytics',
  routes: [
    {
      path: '',
      titleKey: 'pages.dashboardAnalytics',
      ...screen(() => import('./components/analytics-page')),
    },
  ],
};
