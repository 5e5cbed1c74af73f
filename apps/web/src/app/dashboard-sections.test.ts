import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '@/lib/i18n';
import { prefetchNamespaces } from '@/lib/i18n';
import { dashboardSections, overviewScreen, preloadDashboardScreen } from './dashboard-sections';

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
  ])('%s loads its screen and its namespace', (pathname, section, index, namespace) => {
    const route = dashboardSections.find(({ path }) => path === section)!.routes[index]!;
    const load = vi.spyOn(route, 'load').mockResolvedValue({ default: () => null });
    preloadDashboardScreen(pathname);
    expect(load).toHaveBeenCalledOnce();
    expect(namespaces).toHaveBeenCalledWith(['dashboard', namespace]);
    vi.restoreAllMocks();
  });

  it('loads the overview at /dashboard, and only the chrome’s texts for an unknown screen', () => {
    const overview = vi.spyOn(overviewScreen, 'load').mockResolvedValue({ default: () => null });
    preloadDashboardScreen('/dashboard');
    expect(overview).toHaveBeenCalledOnce();
    expect(namespaces).toHaveBeenLastCalledWith(['dashboard', 'analytics', 'invitations']);
    preloadDashboardScreen('/dashboard/nowhere/at/all');
    expect(namespaces).toHaveBeenLastCalledWith(['dashboard']);
    expect(overview).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
