import { analyticsSection } from '@/features/analytics/section';
import { brainsSection } from '@/features/brains/section';
import { agentsSection } from '@/features/agents/section';
import { teamsSection } from '@/features/teams/section';
import { connectionsSection } from '@/features/connections/section';
import type { DashboardSection } from '@/lib/dashboard-section';

/**
 * The dashboard's sections, in the sidebar's order (spec §2): each feature declares its own, and
 * the router, the sidebar and the overview read this list. A new section is one more line here.
 */
export const dashboardSections: readonly DashboardSection[] = [
  analyticsSection,
  connectionsSection,
  brainsSection,
  teamsSection,
  agentsSection,
];
