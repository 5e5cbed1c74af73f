/**
 * Every page of the site outside the dashboard, declared once: the web app's router and its
 * navigation (header, mobile menu, footer) and the BFF's sitemap read this list. Plain data, no
 * React and no i18n runtime: titles and labels are keys of the web app's `common` translations
 * (`namespace:key` for another namespace).
 */

/** The footer's columns, in the spec's order, with their headings. */
export const footerColumns = [
  { id: 'solutions', titleKey: 'footer.solutions' },
  { id: 'company', titleKey: 'footer.company' },
  { id: 'resources', titleKey: 'footer.resourcesColumn' },
  { id: 'legal', titleKey: 'footer.legal' },
] as const;
export type FooterColumn = (typeof footerColumns)[number]['id'];

/** Where a page shows in a navigation list: its label there and its rank (lowest first). */
export interface NavPlacement {
  label: string;
  order: number;
}

export interface SitePage {
  /** The route: `/pricing`, or a pattern such as `/tools/:id`. */
  path: string;
  /** The page's title (the not-built-yet page shows it too). */
  titleKey: string;
  /** Listed in sitemap.xml. */
  indexable: boolean;
  /** Who may open it: anyone, or a signed-in user (visitors are sent to sign in first). */
  access: 'public' | 'user';
  /**
   * Shows content only, reading nothing from the API: the web app renders it without TanStack
   * Query, so a first visit to it does not load that (a test renders each without it).
   */
  contentOnly?: true;
  /** In the header: in the Services menu or the top row; `mobile: false` keeps it out of the mobile menu. */
  header?: NavPlacement & { menu?: 'services'; mobile?: false };
  footer?: NavPlacement & { column: FooterColumn };
}

export const pages = [
  { path: '/', titleKey: 'pages.home', indexable: true, access: 'public', contentOnly: true },
  {
    path: '/about',
    titleKey: 'pages.about',
    indexable: true,
    access: 'public',
    contentOnly: true,
    header: { label: 'nav.about', order: 3 },
    footer: { column: 'company', label: 'footer.about', order: 1 },
  },
  {
    path: '/services',
    titleKey: 'pages.services',
    indexable: true,
    access: 'public',
    contentOnly: true,
    header: { label: 'nav.allServices', order: 1, menu: 'services' },
  },
  {
    path: '/services/enterprise',
    titleKey: 'pages.servicesEnterprise',
    indexable: true,
    access: 'public',
    contentOnly: true,
    header: { label: 'nav.enterprise', order: 2, menu: 'services' },
    footer: { column: 'solutions', label: 'footer.enterprise', order: 1 },
  },
  {
    path: '/services/professional',
    titleKey: 'pages.servicesProfessional',
    indexable: true,
    access: 'public',
    contentOnly: true,
    header: { label: 'nav.professional', order: 3, menu: 'services' },
    footer: { column: 'solutions', label: 'footer.professional', order: 2 },
  },
  {
    path: '/pricing',
    titleKey: 'pages.pricing',
    indexable: true,
    access: 'public',
    contentOnly: true,
    header: { label: 'nav.pricing', order: 1 },
    footer: { column: 'solutions', label: 'footer.pricing', order: 3 },
  },
  {
    path: '/case-studies',
    titleKey: 'pages.caseStudies',
    indexable: true,
    access: 'public',
    contentOnly: true,
    header: { label: 'nav.caseStudies', order: 2 },
    footer: { column: 'company', label: 'footer.caseStudies', order: 3 },
  },
  // Each case study is in the sitemap on its own (the BFF lists them from the content package).
  {
    path: '/case-studies/:id',
    titleKey: 'pages.caseStudy',
    indexable: false,
    access: 'public',
    contentOnly: true,
  },
  {
    path: '/resources',
    titleKey: 'pages.resources',
    indexable: true,
    access: 'public',
    contentOnly: true,
    header: { label: 'nav.resources', order: 5 },
    footer: { column: 'company', label: 'footer.resources', order: 2 },
  },
  {
    path: '/resources/tools',
    titleKey: 'catalogue:guide.title',
    indexable: true,
    access: 'public',
  },
  {
    path: '/tools',
    titleKey: 'catalogue:explorer.title',
    indexable: true,
    access: 'public',
    header: { label: 'nav.aiTools', order: 4, mobile: false },
  },
  // Each tool is in the sitemap on its own (the BFF lists them from the database).
  { path: '/tools/:id', titleKey: 'pages.tool', indexable: false, access: 'public' },
  {
    path: '/contact',
    titleKey: 'pages.contact',
    indexable: true,
    access: 'public',
    footer: { column: 'resources', label: 'footer.contact', order: 2 },
  },
  {
    path: '/security',
    titleKey: 'pages.security',
    indexable: true,
    access: 'public',
    contentOnly: true,
    footer: { column: 'company', label: 'footer.security', order: 4 },
  },
  {
    path: '/faq',
    titleKey: 'pages.faq',
    indexable: true,
    access: 'public',
    contentOnly: true,
    footer: { column: 'resources', label: 'footer.faq', order: 3 },
  },
  {
    path: '/support',
    titleKey: 'pages.support',
    indexable: true,
    access: 'public',
    contentOnly: true,
    footer: { column: 'resources', label: 'footer.support', order: 1 },
  },
  {
    path: '/documentation',
    titleKey: 'pages.documentation',
    indexable: true,
    access: 'public',
    contentOnly: true,
  },
  {
    path: '/terms',
    titleKey: 'pages.terms',
    indexable: true,
    access: 'public',
    contentOnly: true,
    footer: { column: 'legal', label: 'footer.terms', order: 2 },
  },
  {
    path: '/privacy',
    titleKey: 'pages.privacy',
    indexable: true,
    access: 'public',
    contentOnly: true,
    footer: { column: 'legal', label: 'footer.privacy', order: 1 },
  },
  // Account screens: reachable by anyone, never indexed.
  { path: '/profile', titleKey: 'pages.profile', indexable: false, access: 'public' },
  { path: '/login', titleKey: 'pages.login', indexable: false, access: 'public' },
  { path: '/register', titleKey: 'pages.register', indexable: false, access: 'public' },
  { path: '/reset-password', titleKey: 'pages.resetPassword', indexable: false, access: 'public' },
  { path: '/confirm', titleKey: 'pages.confirm', indexable: false, access: 'public' },
  { path: '/invite', titleKey: 'pages.invite', indexable: false, access: 'public' },
  { path: '/email-change', titleKey: 'pages.emailChange', indexable: false, access: 'public' },
  { path: '/verify-code', titleKey: 'pages.verifyCode', indexable: false, access: 'public' },
  { path: '/verify', titleKey: 'pages.verify', indexable: false, access: 'public' },
  {
    path: '/oauth/callback/:provider',
    titleKey: 'pages.oauthCallback',
    indexable: false,
    access: 'public',
  },
  { path: '/dev/mailbox', titleKey: 'pages.devMailbox', indexable: false, access: 'public' },
  // The admin area: signed-in users reach it; anyone but an Admin sees the forbidden state.
  { path: '/admin', titleKey: 'pages.admin', indexable: false, access: 'user' },
  { path: '/admin/clients', titleKey: 'pages.adminClients', indexable: false, access: 'user' },
  { path: '/admin/users', titleKey: 'pages.adminUsers', indexable: false, access: 'user' },
  { path: '/admin/tools', titleKey: 'pages.adminTools', indexable: false, access: 'user' },
  { path: '/admin/logs', titleKey: 'pages.adminLogs', indexable: false, access: 'user' },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof pages)[number]['path'];

const all: readonly SitePage[] = pages;
const byOrder = (a: NavPlacement, b: NavPlacement) => a.order - b.order;

/** What search engines may index, in the order of the list. */
export const indexablePaths: string[] = all
  .filter((page) => page.indexable)
  .map(({ path }) => path);

const headerItems = all
  .flatMap(({ path, header }) => (header ? [{ ...header, path }] : []))
  .sort(byOrder);

/**
 * The header (spec): the Services menu, then the top row. The mobile menu mirrors it without the
 * links marked `mobile: false` (AI Tools).
 */
export const headerNavigation = {
  services: headerItems.filter((item) => item.menu === 'services'),
  links: headerItems.filter((item) => !item.menu),
};

/** The footer's columns with their links. */
export const footerNavigation = footerColumns.map((column) => ({
  ...column,
  links: all
    .flatMap(({ path, footer }) => (footer?.column === column.id ? [{ ...footer, path }] : []))
    .sort(byOrder),
}));
