import type { Language } from '@app/contracts';
import type { LucideIcon } from 'lucide-react';
import type { LazyComponent } from './lazy';

/** A screen of a dashboard section. */
export interface DashboardRoute {
  /** Below the section's own path: '' is the section's page, then `new`, `:id`, `callback/:tool`… */
  path: string;
  /** Its title: a `pages.*` key of the common namespace. */
  titleKey: string;
  /** The screen, loaded when first visited, or ahead by `page.load()` (while the session loads). */
  page: LazyComponent<object>;
  /**
   * Asks the API ahead for what the screen reads first (`preloadRead`), when the app starts on it:
   * the answers then come beside its chunks instead of after its first render.
   */
  preloadReads?: (start: { search: URLSearchParams; lang: Language }) => void;
}

/**
 * A part of the dashboard, as the feature that owns it declares it. The app lists them in one
 * registry (app/dashboard-sections.ts); the router, the sidebar and the overview read that list.
 */
export interface DashboardSection {
  /** Under /dashboard: `tools` is /dashboard/tools. */
  path: string;
  /** Its name in the sidebar and the top bar: a `pages.*` key of the common namespace. */
  titleKey: string;
  /** What it is for, on its overview card: a key of the dashboard namespace. */
  descriptionKey: string;
  /** Its icon in the sidebar and on its card (decorative). */
  icon: LucideIcon;
  /** The translation namespace its screens read, loaded with the screen ahead of its render. */
  namespace: string;
  routes: DashboardRoute[];
}

export const sectionHref = (section: Pick<DashboardSection, 'path'>) =>
  `/dashboard/${section.path}`;

/** The top bar's title: the section the path is in (brains/new is in Brains), else the overview's. */
export function sectionTitleKey(
  sections: readonly Pick<DashboardSection, 'path' | 'titleKey'>[],
  pathname: string,
): string {
  const section = sections.find((candidate) => {
    const href = sectionHref(candidate);
    return pathname === href || pathname.startsWith(`${href}/`);
  });
  return section?.titleKey ?? 'pages.dashboard';
}
