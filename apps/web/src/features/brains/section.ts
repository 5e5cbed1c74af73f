import { Brain } from 'lucide-react';
import { screen, type DashboardSection } from '@/lib/dashboard-section';

/** Brains, the knowledge bases agents search: each screen is a chunk of its own. */
export const brainsSection: DashboardSection = {
  path: 'brains',
  titleKey: 'pages.dashboardBrains',
  descriptionKey: 'sections.brains',
  icon: Brain,
  namespace: 'brains',
  routes: [
    {
      path: '',
      titleKey: 'pages.dashboardBrains',
      ...screen(() => import('./components/brains-page')),
    },
    {
      path: 'new',
      titleKey: 'pages.dashboardBrainNew',
      ...screen(() => import('./components/new-brain-page')),
    },
    {
      path: ':id',
      titleKey: 'pages.dashboardBrain',
      ...screen(() => import('./components/brain-page')),
    },
  ],
};
