import { Bot } from 'lucide-react';
import type { DashboardSection } from '@/lib/dashboard-section';
import { lazy } from '@/lib/lazy';
import { preloadAgentsReads } from './api/get-agents';
import { readAgentParams } from './lib/list-params';

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
      page: lazy(() => import('./components/agents-page')),
      preloadReads: ({ search, lang }) => preloadAgentsReads(lang, readAgentParams(search)),
    },
    {
      path: ':id',
      titleKey: 'pages.dashboardAgent',
      page: lazy(() => import('./components/agent-page')),
    },
  ],
};
