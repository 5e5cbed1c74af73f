import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '@/lib/i18n';
import { prefetchNamespaces } from '@/lib/i18n';
import { dashboardSections, OverviewPage, preloadDashboardScreen } from './dashboard-sections';

vi.mock('@/lib/i18n', async (original) => ({
  ...(await original<typeof I18nModule>()),
  prefetchNamespaces: vi.fn(),
}));
const namespaces = vi.mocked(prefetchNamespaces);
beforeEach(() => namespaces.mockClear());

describe('preloading a dashboard screen', () => {
  it.each([
    ['/dashboard/agents', 'agents', 0, 'agents'],
    ['/dashboard/agents/', 'agents', 0, 'agents'],
    ['/dashboard/brains/new', 'brains', 1, 'brains'],
    ['/dashboard/brains/b-1', 'brains', 2, 'brains'],
    ['/dashboard/teams/t-1/add-agents', 'teams', 3, 'teams'],
    ['/dashboard/tools/callback/notion', 'tools', 1, 'connections'],
  ])('%s loads its screen and its namespace', async (pathname, section, index, namespace) => {
    const route = dashboardSections.find(({ path }) => path === section)!.routes[index]!;
    const load = vi.spyOn(route.page, 'load').mockResolvedValue(undefined);
    await preloadDashboardScreen(pathname);
    expect(load).toHaveBeenCalledOnce();
    expect(namespaces).toHaveBeenCalledWith(['dashboard', 'invitations', namespace]);
    vi.restoreAllMocks();
  });

  it('loads the overview at /dashboard, and only the chrome’s texts for an unknown screen', async () => {
    const overview = vi.spyOn(OverviewPage, 'load').mockResolvedValue(undefined);
    await preloadDashboardScreen('/dashboard');
    expect(overview).toHaveBeenCalledOnce();
    expect(namespaces).toHaveBeenLastCalledWith(['dashboard', 'invitations', 'analytics']);
    await preloadDashboardScreen('/dashboard/nowhere/at/all');
    expect(namespaces).toHaveBeenLastCalledWith(['dashboard', 'invitations']);
    expect(overview).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('settles when a screen fails to load, so the dashboard never waits for it for good', async () => {
    const route = dashboardSections.find(({ path }) => path === 'agents')!.routes[0]!;
    vi.spyOn(route.page, 'load').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(preloadDashboardScreen('/dashboard/agents')).resolves.toBeDefined();
    vi.restoreAllMocks();
  });
});
