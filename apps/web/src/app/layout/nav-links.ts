/** The header's links, in the spec's order; the mobile menu mirrors them without AI Tools. */
export const serviceLinks = [
  { to: '/services', key: 'nav.allServices' },
  { to: '/services/enterprise', key: 'nav.enterprise' },
  { to: '/services/professional', key: 'nav.professional' },
] as const;

export const headerLinks = [
  { to: '/pricing', key: 'nav.pricing', mobile: true },
  { to: '/case-studies', key: 'nav.caseStudies', mobile: true },
  { to: '/about', key: 'nav.about', mobile: true },
  { to: '/tools', key: 'nav.aiTools', mobile: false },
  { to: '/resources', key: 'nav.resources', mobile: true },
] as const;
