import { Users } from 'lucide-react';
import { screen, type DashboardSection } from '@/lib/dashboard-section';

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
      ...screen(() => import('./components/teams-page')),
    },
    {
      path: ':id',
      titleKey: 'pages.dashboardTeam',
      ...screen(() => import('./components/team-page')),
    },
    {
      path: ':id/add-brains',
      titleKey: 'pages.dashboardTeamBrains',
      ...screen(() => import('./components/add-brains-page')),
    },
    {
      path: ':id/add-agents',
      titleKey: 'pages.dashboardTeamAgents',
      ...screen(() => import('./components/add-agents-page')),
    },
  ],
};
