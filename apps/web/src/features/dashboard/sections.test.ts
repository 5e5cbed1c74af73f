import { describe, expect, it } from 'vitest';
import { sectionTitleKey } from './sections';

describe('the dashboard top bar title', () => {
  it('names the section of the path, sub-pages included', () => {
    expect(sectionTitleKey('/dashboard/analytics')).toBe('pages.dashboardAnalytics');
    expect(sectionTitleKey('/dashboard/brains/new')).toBe('pages.dashboardBrains');
    expect(sectionTitleKey('/user/profile/edit')).toBe('pages.profileEdit');
    expect(sectionTitleKey('/dashboard/teams/t1/add-agents')).toBe('pages.dashboardTeams');
  });

  it('falls back to the dashboard for the overview and unknown paths', () => {
    expect(sectionTitleKey('/dashboard')).toBe('pages.dashboard');
    expect(sectionTitleKey('/dashboard/toolsmith')).toBe('pages.dashboard');
  });
});
