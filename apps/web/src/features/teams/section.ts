import { Users } from 'lucide-react';
import type { DashboardSection } from '@/lib/dashboard-section';
import { lazy } from '@/lib/lazy';
import { preloadTeamsReads } from './api/get-teams';

/** Teams: members with roles sharing brains and agents; each screen is a chunk of its own. */
export const teamsSection: DashboardSection = {
  path: 'teams',
  titleKey: 'pages.dashboardTeams',
  descriptionKey: 'sections.teams',
  icon: Users,
  namespace: 'teams',
  routes: [
    {
      path: '',
      titleKey: 'pages.dashboardTeams',
      page: lazy(() => import('./components/teams-page')),
      preloadReads: preloadTeamsReads,
    },
    {
      path: ':id',
      titleKey: 'pages.dashboardTeam',
      page: lazy(() => import('./components/team-page')),
    },
    {
      path: ':id/add-brains',
      titleKey: 'pages.dashboardTeamBrains',
      page: lazy(() => import('./components/add-brains-page')),
    },
    {
      path: ':id/add-agents',
      titleKey: 'pages.dashboardTeamAgents',
      page: lazy(() => import('./components/add-agents-page')),
    },
  ],
};
