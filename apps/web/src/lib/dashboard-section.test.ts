import { describe, expect, it } from 'vitest';
import { sectionTitleKey, type DashboardSection } from './dashboard-section';

const section = (path: string, titleKey: string): Pick<DashboardSection, 'path' | 'titleKey'> => ({
  path,
  titleKey,
});
const sections = [
  section('analytics', 'pages.dashboardAnalytics'),
  section('tools', 'pages.dashboardTools'),
  section('brains', 'pages.dashboardBrains'),
  section('teams', 'pages.dashboardTeams'),
];

describe('the dashboard top bar title', () => {
  it('names the section of the path, sub-pages included', () => {
    expect(sectionTitleKey(sections, '/dashboard/analytics')).toBe('pages.dashboardAnalytics');
    expect(sectionTitleKey(sections, '/dashboard/brains/new')).toBe('pages.dashboardBrains');
    expect(sectionTitleKey(sections, '/dashboard/teams/t1/add-agents')).toBe(
      'pages.dashboardTeams',
    );
  });

  it('falls back to the dashboard for the overview and unknown paths', () => {
    expect(sectionTitleKey(sections, '/dashboard')).toBe('pages.dashboard');
    expect(sectionTitleKey(sections, '/dashboard/toolsmith')).toBe('pages.dashboard');
  });
});
