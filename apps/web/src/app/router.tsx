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
const HomePage = lazy(() => import('@/features/marketing/components/home-page'));
const AboutPage = lazy(() => import('@/features/marketing/components/about-page'));
const ServicesPage = lazy(() => import('@/features/marketing/components/services-page'));
const EnterpriseServicesPage = lazy(() =>
  import('@/features/marketing/components/services-audience-page').then((m) => ({
    default: m.EnterpriseServicesPage,
  })),
);
const ProfessionalServicesPage = lazy(() =>
  import('@/features/marketing/components/services-audience-page').then((m) => ({
    default: m.ProfessionalServicesPage,
  })),
);
const PricingPage = lazy(() => import('@/features/marketing/components/pricing-page'));
const CaseStudiesPage = lazy(() => import('@/features/marketing/components/case-studies-page'));
const CaseStudyPage = lazy(() => import('@/features/marketing/components/case-study-page'));
const ResourcesPage = lazy(() => import('@/features/marketing/components/resources-page'));
const ContactPage = lazy(() => import('@/features/contact/components/contact-page'));
const FaqPage = lazy(() => import('@/features/marketing/components/faq-page'));
const SupportPage = lazy(() => import('@/features/marketing/components/support-page'));
const DocumentationPage = lazy(() => import('@/features/marketing/components/documentation-page'));
const SecurityPage = lazy(() =>
  import('@/features/marketing/components/legal-pages').then((m) => ({ default: m.SecurityPage })),
);
const TermsPage = lazy(() =>
  import('@/features/marketing/components/legal-pages').then((m) => ({ default: m.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('@/features/marketing/components/legal-pages').then((m) => ({ default: m.PrivacyPage })),
);

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
  page(undefined, 'pages.home', HomePage),
  page('about', 'pages.about', AboutPage),
  page('services', 'pages.services', ServicesPage),
  page('services/enterprise', 'pages.servicesEnterprise', EnterpriseServicesPage),
  page('services/professional', 'pages.servicesProfessional', ProfessionalServicesPage),
  page('pricing', 'pages.pricing', PricingPage),
  page('case-studies', 'pages.caseStudies', CaseStudiesPage),
  page('case-studies/:id', 'pages.caseStudy', CaseStudyPage),
  page('resources', 'pages.resources', ResourcesPage),
  page('resources/tools', 'guide.title', AiToolsGuidePage),
  page('tools', 'explorer.title', ToolsExplorerPage),
  page('tools/:id', 'pages.tool', ToolDetailPage),
  page('contact', 'pages.contact', ContactPage),
  page('security', 'pages.security', SecurityPage),
  page('faq', 'pages.faq', FaqPage),
  page('support', 'pages.support', SupportPage),
  page('documentation', 'pages.documentation', DocumentationPage),
  page('terms', 'pages.terms', TermsPage),
  page('privacy', 'pages.privacy', PrivacyPage),
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
