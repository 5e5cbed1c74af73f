import { Bot, Users } from 'lucide-react';
import type { DashboardSection } from '@/lib/dashboard-section';

// The dashboard's sections whose screens are not built yet: each route shows the "not built yet"
// page under its real title. Building one means a feature folder exporting its own section,
// which replaces the one here in app/dashboard-sections.ts.

export const teamsSection: DashboardSection = {
  path: 'teams',
  titleKey: 'pages.dashboardTeams',
  descriptionKey: 'sections.teams',
  icon: Users,
  built: false,
  routes: [
    { path: '', titleKey: 'pages.dashboardTeams' },
    { path: ':id', titleKey: 'pages.dashboardTeam' },
    { path: ':id/add-brains', titleKey: 'pages.dashboardTeamBrains' },
    { path: ':id/add-agents', titleKey: 'pages.dashboardTeamAgents' },
  ],
};

export const agentsSection: DashboardSection = {
  path: 'agents',
  titleKey: 'pages.dashboardAgents',
  descriptionKey: 'sections.agents',
  icon: Bot,
  built: false,
  routes: [
    { path: '', titleKey: 'pages.dashboardAgents' },
    { path: ':id', titleKey: 'pages.dashboardAgent' },
  ],
};
