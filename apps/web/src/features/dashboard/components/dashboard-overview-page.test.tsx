import { screen, within } from '@testing-library/react';
import { Brain, Puzzle } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { DashboardSection } from '@/lib/dashboard-section';
import { renderPage } from '@/testing/render';
import DashboardOverviewPage from './dashboard-overview-page';

// Sections as features declare them: the overview shows whatever the registry hands it.
const sections: DashboardSection[] = [
  {
    path: 'tools',
    titleKey: 'pages.dashboardTools',
    descriptionKey: 'sections.tools',
    icon: Puzzle,
    built: true,
    routes: [{ path: '', titleKey: 'pages.dashboardTools' }],
  },
  {
    path: 'brains',
    titleKey: 'pages.dashboardBrains',
    descriptionKey: 'sections.brains',
    icon: Brain,
    built: false,
    routes: [{ path: '', titleKey: 'pages.dashboardBrains' }],
  },
];

describe('the dashboard overview', () => {
  it('has a card per section it is given, marking those not built yet', async () => {
    renderPage(<DashboardOverviewPage sections={sections} />, { path: '/dashboard' });
    const cards = await screen.findAllByTestId('section-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/dashboard/tools',
      '/dashboard/brains',
      '/user/profile/edit',
    ]);
    expect(within(cards[0]!).getByText('Connected tools')).toBeDefined();
    expect(within(cards[0]!).queryByText('Coming soon')).toBeNull();
    expect(within(cards[1]!).getByText('Brains')).toBeDefined();
    expect(within(cards[1]!).getByText('Coming soon')).toBeDefined();
    expect(
      within(cards[1]!).getByText('Personal, team and shared knowledge bases for your agents.'),
    ).toBeDefined();
  });
});
