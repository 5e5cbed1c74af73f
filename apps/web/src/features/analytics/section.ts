import { ChartLine } from 'lucide-react';
import type { DashboardSection } from '@/lib/dashboard-section';
import { lazy } from '@/lib/lazy';

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
      page: lazy(() => import('./components/analytics-page')),
    },
  ],
};
