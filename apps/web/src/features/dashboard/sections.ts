import type { DashboardIconName } from './components/dashboard-icon';

export interface DashboardSection {
  to: string;
  /** The section's title: a `pages.*` key of the common namespace, as the router names it. */
  titleKey: string;
  /** A `sections.*` key of the dashboard namespace: what the section is for. */
  descriptionKey: string;
  icon: DashboardIconName;
  /** Sections whose screens are not built yet show "Coming soon" on their card. */
  built: boolean;
}

export const overview = {
  to: '/dashboard',
  titleKey: 'pages.dashboard',
  icon: 'overview',
} as const;

/** The dashboard's sections, in the sidebar's order (spec §2). */
export const sections: DashboardSection[] = [
  {
    to: '/dashboard/analytics',
    titleKey: 'pages.dashboardAnalytics',
    descriptionKey: 'sections.analytics',
    icon: 'analytics',
    built: false,
  },
  {
    to: '/dashboard/tools',
    titleKey: 'pages.dashboardTools',
    descriptionKey: 'sections.tools',
    icon: 'tools',
    built: true,
  },
  {
    to: '/dashboard/brains',
    titleKey: 'pages.dashboardBrains',
    descriptionKey: 'sections.brains',
    icon: 'brains',
    built: false,
  },
  {
    to: '/dashboard/teams',
    titleKey: 'pages.dashboardTeams',
    descriptionKey: 'sections.teams',
    icon: 'teams',
    built: false,
  },
  {
    to: '/dashboard/agents',
    titleKey: 'pages.dashboardAgents',
    descriptionKey: 'sections.agents',
    icon: 'agents',
    built: false,
  },
];

/** The title for the top bar: the section the path is in (brains/new is in Brains), else the overview's. */
export function sectionTitleKey(pathname: string): string {
  // The profile editor borrows the dashboard's chrome (the router composes the two).
  if (pathname === '/user/profile/edit') return 'pages.profileEdit';
  const section = sections.find(
    (candidate) => pathname === candidate.to || pathname.startsWith(`${candidate.to}/`),
  );
  return section?.titleKey ?? overview.titleKey;
}
