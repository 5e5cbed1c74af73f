import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';

// Every page is its own chunk, loaded when first visited. A page not built yet is the
// coming-soon page (one shared chunk) with its own title.
const ComingSoonPage = lazy(() => import('@/components/coming-soon-page'));
const NotFoundPage = lazy(() => import('@/components/errors/not-found-page'));
const ToolsExplorerPage = lazy(() => import('@/features/catalogue/components/tools-explorer-page'));
const ToolDetailPage = lazy(() => import('@/features/catalogue/components/tool-detail-page'));
const AiToolsGuidePage = lazy(() => import('@/features/catalogue/components/ai-tools-guide-page'));

type Page = {
  path?: string;
  index?: true;
  titleKey: string;
  Component?: LazyExoticComponent<ComponentType>;
};

const page = (path: string | undefined, titleKey: string, Component?: Page['Component']): Page =>
  path === undefined ? { index: true, titleKey, Component } : { path, titleKey, Component };

/** Every route of the product, declared once; the e2e suite and the sitemap read the same list. */
export const publicPages: Page[] = [
  page(undefined, 'pages.home'),
  page('about', 'pages.about'),
  page('services', 'pages.services'),
  page('services/enterprise', 'pages.servicesEnterprise'),
  page('services/professional', 'pages.servicesProfessional'),
  page('pricing', 'pages.pricing'),
  page('case-studies', 'pages.caseStudies'),
  page('case-studies/:id', 'pages.caseStudy'),
  page('resources', 'pages.resources'),
  page('resources/tools', 'guide.title', AiToolsGuidePage),
  page('tools', 'explorer.title', ToolsExplorerPage),
  page('tools/:id', 'pages.tool', ToolDetailPage),
  page('contact', 'pages.contact'),
  page('security', 'pages.security'),
  page('faq', 'pages.faq'),
  page('support', 'pages.support'),
  page('documentation', 'pages.documentation'),
  page('terms', 'pages.terms'),
  page('privacy', 'pages.privacy'),
  page('profile', 'pages.profile'),
  page('login', 'pages.login'),
  page('register', 'pages.register'),
  page('reset-password', 'pages.resetPassword'),
  page('confirm', 'pages.confirm'),
  page('invite', 'pages.invite'),
  page('email-change', 'pages.emailChange'),
  page('verify-code', 'pages.verifyCode'),
  page('verify', 'pages.verify'),
  page('oauth/callback/:provider', 'pages.oauthCallback'),
];

export const protectedPages: Page[] = [
  page('user/profile/edit', 'pages.profileEdit'),
  page('dashboard', 'pages.dashboard'),
  page('dashboard/analytics', 'pages.dashboardAnalytics'),
  page('dashboard/tools', 'pages.dashboardTools'),
  page('dashboard/brains', 'pages.dashboardBrains'),
  page('dashboard/brains/new', 'pages.dashboardBrainNew'),
  page('dashboard/brains/:id', 'pages.dashboardBrain'),
  page('dashboard/teams', 'pages.dashboardTeams'),
  page('dashboard/teams/:id', 'pages.dashboardTeam'),
  page('dashboard/teams/:id/add-brains', 'pages.dashboardTeamBrains'),
  page('dashboard/teams/:id/add-agents', 'pages.dashboardTeamAgents'),
  page('dashboard/agents', 'pages.dashboardAgents'),
  page('dashboard/agents/:id', 'pages.dashboardAgent'),
  page('admin', 'pages.admin'),
  page('admin/clients', 'pages.adminClients'),
  page('admin/users', 'pages.adminUsers'),
  page('admin/tools', 'pages.adminTools'),
  page('admin/logs', 'pages.adminLogs'),
];

function renderPage({ path, index, titleKey, Component }: Page) {
  const element = Component ? <Component /> : <ComingSoonPage titleKey={titleKey} />;
  return index ? (
    <Route key="index" index element={element} />
  ) : (
    <Route key={path} path={path} element={element} />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {publicPages.map(renderPage)}
        <Route element={<RequireAuth />}>{protectedPages.map(renderPage)}</Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
