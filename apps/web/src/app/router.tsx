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
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/components/register-page'));
const VerifyCodePage = lazy(() => import('@/features/auth/components/verify-code-page'));
const ConfirmLinkPage = lazy(() => import('@/features/auth/components/confirm-link-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/components/reset-password-page'));
const InvitePage = lazy(() => import('@/features/auth/components/invite-page'));
const EmailChangePage = lazy(() => import('@/features/auth/components/email-change-page'));
const OAuthCallbackPage = lazy(() => import('@/features/auth/components/oauth-callback-page'));
const DevMailboxPage = lazy(() => import('@/features/dev/components/dev-mailbox-page'));
const ProfilePage = lazy(() => import('@/features/profile/components/profile-page'));
const ProfileEditPage = lazy(() => import('@/features/profile/components/profile-edit-page'));
const DashboardLayout = lazy(() => import('@/features/dashboard/components/dashboard-layout'));
const DashboardOverviewPage = lazy(
  () => import('@/features/dashboard/components/dashboard-overview-page'),
);
const ConnectionsPage = lazy(() => import('@/features/connections/components/connections-page'));
const ConnectionCallbackPage = lazy(
  () => import('@/features/connections/components/connection-callback-page'),
);
const DashboardSectionPage = lazy(
  () => import('@/features/dashboard/components/dashboard-section-page'),
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
  page('profile', 'pages.profile', ProfilePage),
  page('login', 'pages.login', LoginPage),
  page('register', 'pages.register', RegisterPage),
  page('reset-password', 'pages.resetPassword', ResetPasswordPage),
  page('confirm', 'pages.confirm', ConfirmLinkPage),
  page('invite', 'pages.invite', InvitePage),
  page('email-change', 'pages.emailChange', EmailChangePage),
  page('verify-code', 'pages.verifyCode', VerifyCodePage),
  page('verify', 'pages.verify', ConfirmLinkPage),
  page('oauth/callback/:provider', 'pages.oauthCallback', OAuthCallbackPage),
  page('dev/mailbox', 'pages.devMailbox', DevMailboxPage),
];

export const protectedPages: Page[] = [
  page('admin', 'pages.admin'),
  page('admin/clients', 'pages.adminClients'),
  page('admin/users', 'pages.adminUsers'),
  page('admin/tools', 'pages.adminTools'),
  page('admin/logs', 'pages.adminLogs'),
];

/** The dashboard's sections, inside its own layout; those not built yet say so there. */
export const dashboardPages: Page[] = [
  page('analytics', 'pages.dashboardAnalytics'),
  page('tools', 'pages.dashboardTools', ConnectionsPage),
  page('tools/callback/:tool', 'pages.dashboardTools', ConnectionCallbackPage),
  page('brains', 'pages.dashboardBrains'),
  page('brains/new', 'pages.dashboardBrainNew'),
  page('brains/:id', 'pages.dashboardBrain'),
  page('teams', 'pages.dashboardTeams'),
  page('teams/:id', 'pages.dashboardTeam'),
  page('teams/:id/add-brains', 'pages.dashboardTeamBrains'),
  page('teams/:id/add-agents', 'pages.dashboardTeamAgents'),
  page('agents', 'pages.dashboardAgents'),
  page('agents/:id', 'pages.dashboardAgent'),
];

function renderDashboardPage({ path, titleKey, Component }: Page) {
  const element = Component ? <Component /> : <DashboardSectionPage titleKey={titleKey} />;
  return <Route key={path} path={path} element={element} />;
}

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
        <Route element={<RequireAuth />}>
          {protectedPages.map(renderPage)}
          <Route path="user/profile/edit" element={<DashboardLayout />}>
            <Route index element={<ProfileEditPage />} />
          </Route>
          <Route path="dashboard" element={<DashboardLayout />}>
            <Route index element={<DashboardOverviewPage />} />
            {dashboardPages.map(renderDashboardPage)}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
