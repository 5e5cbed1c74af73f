import { Brain } from 'lucide-react';
import type { DashboardSection } from '@/lib/dashboard-section';
import { lazy } from '@/lib/lazy';
import { preloadBrainsReads } from './api/get-brains';
import { readListParams } from './lib/list-params';

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
      page: lazy(() => import('./components/brains-page')),
      preloadReads: ({ search }) => preloadBrainsReads(readListParams(search)),
    },
    {
      path: 'new',
      titleKey: 'pages.dashboardBrainNew',
      page: lazy(() => import('./components/new-brain-page')),
    },
    {
      path: ':id',
      titleKey: 'pages.dashboardBrain',
      page: lazy(() => import('./components/brain-page')),
    },
  ],
};
