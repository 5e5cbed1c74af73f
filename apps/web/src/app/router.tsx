import { pages, type SitePage, type SitePath } from '@app/content/pages';
import { type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { prefetchNamespaces } from '@/lib/i18n';
import { lazy, type LazyComponent } from '@/lib/lazy';

// Every page is its own chunk, loaded when first visited.
const NotFoundPage = lazy(() => import('@/components/errors/not-found-page'));
const DashboardRoutes = lazy(() => import('./dashboard-routes'));
const ProfileEditRoute = lazy(() =>
  import('./dashboard-routes').then((m) => ({ default: m.ProfileEditRoute })),
);
// TanStack Query, for the pages that read the API and the chat panel: the pages marked
// `contentOnly` in the site list render without it.
const QueryLayer = lazy(() => import('./query-layer'));
const ServicesAudiencePages = () =>
  import('@/features/marketing/components/services-audience-page');
const LegalPages = () => import('@/features/marketing/components/legal-pages');

type Page = LazyComponent<object>;

const sitePages: readonly SitePage[] = pages;
/** Shows content only: rendered without TanStack Query (see the site list). */
export const isContentPage = (page: SitePage) =>
  page.access === 'public' && page.contentOnly === true;
type PageModule = () => Promise<{ default: ComponentType }>;

/** The screen of each page of the site list (packages/content/src/pages.ts). */
const pageModules: Record<SitePath, PageModule> = {
  '/': () => import('@/features/marketing/components/home-page'),
  '/about': () => import('@/features/marketing/components/about-page'),
  '/services': () => import('@/features/marketing/components/services-page'),
  '/services/enterprise': () =>
    ServicesAudiencePages().then((m) => ({ default: m.EnterpriseServicesPage })),
  '/services/professional': () =>
    ServicesAudiencePages().then((m) => ({ default: m.ProfessionalServicesPage })),
  '/pricing': () => import('@/features/marketing/components/pricing-page'),
  '/case-studies': () => import('@/features/marketing/components/case-studies-page'),
  '/case-studies/:id': () => import('@/features/marketing/components/case-study-page'),
  '/resources': () => import('@/features/marketing/components/resources-page'),
  '/resources/tools': () => import('@/features/catalogue/components/ai-tools-guide-page'),
  '/tools': () => import('@/features/catalogue/components/tools-explorer-page'),
  '/tools/:id': () => import('@/features/catalogue/components/tool-detail-page'),
  '/contact': () => import('@/features/contact/components/contact-page'),
  '/security': () => LegalPages().then((m) => ({ default: m.SecurityPage })),
  '/faq': () => import('@/features/marketing/components/faq-page'),
  '/support': () => import('@/features/marketing/components/support-page'),
  '/documentation': () => import('@/features/marketing/components/documentation-page'),
  '/terms': () => LegalPages().then((m) => ({ default: m.TermsPage })),
  '/privacy': () => LegalPages().then((m) => ({ default: m.PrivacyPage })),
  '/profile': () => import('@/features/profile/components/profile-page'),
  '/login': () => import('@/features/auth/components/login-page'),
  '/register': () => import('@/features/auth/components/register-page'),
  '/reset-password': () => import('@/features/auth/components/reset-password-page'),
  '/confirm': () => import('@/features/auth/components/confirm-link-page'),
  '/invite': () => import('@/features/auth/components/invite-page'),
  '/email-change': () => import('@/features/auth/components/email-change-page'),
  '/verify-code': () => import('@/features/auth/components/verify-code-page'),
  '/verify': () => import('@/features/auth/components/confirm-link-page'),
  '/oauth/callback/:provider': () => import('@/features/auth/components/oauth-callback-page'),
  '/dev/mailbox': () => import('@/features/dev/components/dev-mailbox-page'),
  '/admin': () => import('@/features/admin/components/admin-overview-page'),
  '/admin/clients': () => import('@/features/admin/components/admin-clients-page'),
  '/admin/users': () => import('@/features/admin/components/admin-users-page'),
  '/admin/tools': () => import('@/features/admin/components/admin-tools-page'),
  '/admin/logs': () => import('@/features/admin/components/admin-logs-page'),
};

/**
 * The translations a page the build does not prerender reads beyond `common`, fetched with its
 * chunk as the app starts rather than once it renders (the admin area's below; the account
 * pages', for a visitor who is signed out, come with the page the BFF renders).
 */
const pageNamespaces: Partial<Record<SitePath, readonly string[]>> = {
  '/tools': ['catalogue'],
  '/tools/:id': ['catalogue'],
  '/contact': ['contact'],
  '/profile': ['profile'],
};

/**
 * What a signed-in page outside the dashboard reads first, asked for as the app starts on it: from
 * the module that reads it, which its screen imports anyway (no chunk of its own to wait for).
 */
const pageReads: Partial<Record<SitePath, () => Promise<void>>> = {
  '/admin': () =>
    import('@/features/admin/api/get-overview').then((m) => m.preloadAdminOverviewReads()),
  '/admin/users': () => import('@/features/admin/api/users').then((m) => m.preloadUsersReads()),
  '/profile': () =>
    import('@/features/profile/api/get-profile').then((m) => m.preloadProfileReads()),
};

const screens = Object.fromEntries(
  Object.entries(pageModules).map(([path, load]): [string, Page] => [path, lazy(load)]),
) as Record<SitePath, Page>;

/**
 * Starts loading the chunk of the page at `pathname` at once, while the session loads, instead of
 * after it (the module is fetched once: the lazy page then finds it loaded), with its translations;
 * for a dashboard screen, the admin area and the profile, what the screen first reads of the API
 * (for the URL's `search`) too. Settles when every module it started has arrived or failed: the
 * build follows it to list each page's modules and first reads, which the BFF names in the page's
 * response (scripts/prerender.ts).
 */
export function preloadPage(pathname: string, search = ''): Promise<unknown> {
  const page = sitePages.find(({ path }) => matchPath(path, pathname));
  const loads: Promise<unknown>[] = [];
  if (!page || !isContentPage(page)) loads.push(QueryLayer.load());
  const screen = page ? screens[page.path as SitePath] : undefined;
  if (screen) loads.push(screen.load());
  else if (matchPath('/dashboard/*', pathname))
    loads.push(
      DashboardRoutes.load(),
      import('./dashboard-sections').then(({ preloadDashboardScreen }) =>
        preloadDashboardScreen(pathname, search),
      ),
    );
  const namespaces = page && pageNamespaces[page.path as SitePath];
  if (namespaces) loads.push(prefetchNamespaces(namespaces));
  // The admin area's screens read one namespace; a screen's first reads are asked for ahead.
  if (matchPath('/admin/*', pathname)) loads.push(prefetchNamespaces(['admin']));
  const reads = page && pageReads[page.path as SitePath];
  if (reads) loads.push(reads());
  return Promise.allSettled(loads);
}

function renderPage({ path }: SitePage) {
  const Screen = screens[path as SitePath];
  const element = <Screen />;
  return path === '/' ? (
    <Route key="index" index element={element} />
  ) : (
    <Route key={path} path={path} element={element} />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {sitePages.filter(isContentPage).map(renderPage)}
        <Route element={<QueryLayer />}>
          {sitePages
            .filter((page) => page.access === 'public' && !isContentPage(page))
            .map(renderPage)}
          <Route element={<RequireAuth />}>
            {sitePages.filter((page) => page.access === 'user').map(renderPage)}
            <Route path="user/profile/edit" element={<ProfileEditRoute />} />
            <Route path="dashboard/*" element={<DashboardRoutes />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
