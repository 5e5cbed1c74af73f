import { ChartLine } from 'lucide-react';
import type { DashboardSection } from '@/lib/dashboard-section';

// The dashboard's sections whose screens are not built yet: each route shows the "not built yet"
// page under its real title. Building one means a feature folder exporting its own section,
// which replaces the one here in app/dashboard-sections.ts.

export const analyticsSection: DashboardSection = {
  path: 'analytics',
  titleKey: 'pages.dashboardAnalytics',
  descriptionKey: 'sections.analytics',
  icon: ChartLine,
  built: false,
  routes: [{ path: '', titleKey: 'pages.dashboardAnalytics' }],
};
