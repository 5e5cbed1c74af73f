import { pages, type SitePage, type SitePath } from '@app/content/pages';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';

// Every page is its own chunk, loaded when first visited. A page not built yet is the
// coming-soon page (one shared chunk) with its own title.
const ComingSoonPage = lazy(() => import('@/components/coming-soon-page'));
const NotFoundPage = lazy(() => import('@/components/errors/not-found-page'));
const DashboardRoutes = lazy(() => import('./dashboard-routes'));
const ProfileEditRoute = lazy(() =>
  import('./dashboard-routes').then((m) => ({ default: m.ProfileEditRoute })),
);
const ServicesAudiencePages = () =>
  import('@/features/marketing/components/services-audience-page');
const LegalPages = () => import('@/features/marketing/components/legal-pages');

type Page = LazyExoticComponent<ComponentType>;

/** The screen of each page of the site list (packages/content/src/pages.ts); none: coming soon. */
const screens: Record<SitePath, Page | null> = {
  '/': lazy(() => import('@/features/marketing/components/home-page')),
  '/about': lazy(() => import('@/features/marketing/components/about-page')),
  '/services': lazy(() => import('@/features/marketing/components/services-page')),
  '/services/enterprise': lazy(() =>
    ServicesAudiencePages().then((m) => ({ default: m.EnterpriseServicesPage })),
  ),
  '/services/professional': lazy(() =>
    ServicesAudiencePages().then((m) => ({ default: m.ProfessionalServicesPage })),
  ),
  '/pricing': lazy(() => import('@/features/marketing/components/pricing-page')),
  '/case-studies': lazy(() => import('@/features/marketing/components/case-studies-page')),
  '/case-studies/:id': lazy(() => import('@/features/marketing/components/case-study-page')),
  '/resources': lazy(() => import('@/features/marketing/components/resources-page')),
  '/resources/tools': lazy(() => import('@/features/catalogue/components/ai-tools-guide-page')),
  '/tools': lazy(() => import('@/features/catalogue/components/tools-explorer-page')),
  '/tools/:id': lazy(() => import('@/features/catalogue/components/tool-detail-page')),
  '/contact': lazy(() => import('@/features/contact/components/contact-page')),
  '/security': lazy(() => LegalPages().then((m) => ({ default: m.SecurityPage }))),
  '/faq': lazy(() => import('@/features/marketing/components/faq-page')),
  '/support': lazy(() => import('@/features/marketing/components/support-page')),
  '/documentation': lazy(() => import('@/features/marketing/components/documentation-page')),
  '/terms': lazy(() => LegalPages().then((m) => ({ default: m.TermsPage }))),
  '/privacy': lazy(() => LegalPages().then((m) => ({ default: m.PrivacyPage }))),
  '/profile': lazy(() => import('@/features/profile/components/profile-page')),
  '/login': lazy(() => import('@/features/auth/components/login-page')),
  '/register': lazy(() => import('@/features/auth/components/register-page')),
  '/reset-password': lazy(() => import('@/features/auth/components/reset-password-page')),
  '/confirm': lazy(() => import('@/features/auth/components/confirm-link-page')),
  '/invite': lazy(() => import('@/features/auth/components/invite-page')),
  '/email-change': lazy(() => import('@/features/auth/components/email-change-page')),
  '/verify-code': lazy(() => import('@/features/auth/components/verify-code-page')),
  '/verify': lazy(() => import('@/features/auth/components/confirm-link-page')),
  '/oauth/callback/:provider': lazy(() => import('@/features/auth/components/oauth-callback-page')),
  '/dev/mailbox': lazy(() => import('@/features/dev/components/dev-mailbox-page')),
  '/admin': lazy(() => import('@/features/admin/components/admin-overview-page')),
  '/admin/clients': lazy(() => import('@/features/admin/components/admin-clients-page')),
  '/admin/users': lazy(() => import('@/features/admin/components/admin-users-page')),
  '/admin/tools': lazy(() => import('@/features/admin/components/admin-tools-page')),
  '/admin/logs': lazy(() => import('@/features/admin/components/admin-logs-page')),
};

function renderPage({ path, titleKey }: SitePage) {
  const Screen = screens[path as SitePath];
  const element = Screen ? <Screen /> : <ComingSoonPage titleKey={titleKey} />;
  return path === '/' ? (
    <Route key="index" index element={element} />
  ) : (
    <Route key={path} path={path} element={element} />
  );
}

const sitePages: readonly SitePage[] = pages;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {sitePages.filter((page) => page.access === 'public').map(renderPage)}
        <Route element={<RequireAuth />}>
          {sitePages.filter((page) => page.access === 'user').map(renderPage)}
          <Route path="user/profile/edit" element={<ProfileEditRoute />} />
          <Route path="dashboard/*" element={<DashboardRoutes />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
