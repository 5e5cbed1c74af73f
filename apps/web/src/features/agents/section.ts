import { Bot } from 'lucide-react';
import { screen, type DashboardSection } from '@/lib/dashboard-section';

/** Agents: the catalogue of templates, the user's agents and each agent's page with "Try it". */
export const agentsSection: DashboardSection = {
  path: 'agents',
  titleKey: 'pages.dashboardAgents',
  descriptionKey: 'sections.agents',
  icon: Bot,
  namespace: 'agents',
  routes: [
    {
      path: '',
      titleKey: 'pages.dashboardAgents',
      ...screen(() => import('./components/agents-page')),
    },
    {
      path: ':id',
      titleKey: 'pages.dashboardAgent',
      ...screen(() => import('./components/agent-page')),
    },
  ],
};
