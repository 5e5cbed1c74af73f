import { ArrowLeft, LayoutDashboard, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@/components/ui/link';
import { sectionHref, type DashboardSection } from '@/lib/dashboard-section';

function SidebarLink({
  to,
  label,
  icon: LinkIcon,
  collapsed,
  end = false,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
  end?: boolean;
  onNavigate: (() => void) | undefined;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      className={({ isActive }) =>
        `group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${collapsed ? 'justify-center' : ''} ${isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100' : 'text-ink-muted hover:bg-surface hover:text-ink'}`
      }
    >
      <LinkIcon className="h-5 w-5 shrink-0" />
      {/* Collapsed, the label stays the link's accessible name and shows as a tooltip. */}
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
      {collapsed ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-full z-40 ml-3 hidden -translate-y-1/2 rounded-md bg-ink px-2 py-1 text-xs whitespace-nowrap text-surface shadow-lg group-hover:block group-focus-visible:block"
        >
          {label}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * The overview, a link to every section, then Admin for admins and the way back to the public site.
 * The current page's link carries aria-current="page" (NavLink).
 */
export function SidebarNav({
  id,
  sections,
  collapsed,
  isAdmin,
  onNavigate,
}: {
  id?: string;
  sections: readonly DashboardSection[];
  collapsed: boolean;
  isAdmin: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <nav id={id} aria-label={t('shell.navigation')} className="flex flex-1 flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        <li>
          <SidebarLink
            to="/dashboard"
            end
            label={t('shell.overview')}
            icon={LayoutDashboard}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </li>
        {sections.map((section) => (
          <li key={section.path}>
            <SidebarLink
              to={sectionHref(section)}
              label={t(section.titleKey, { ns: 'common' })}
              icon={section.icon}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ))}
        {isAdmin ? (
          <li>
            <SidebarLink
              to="/admin"
              label={t('shell.admin')}
              icon={ShieldCheck}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ) : null}
      </ul>
      <ul className="mt-auto border-t border-line pt-3">
        <li>
          <SidebarLink
            to="/"
            end
            label={t('shell.backToSite')}
            icon={ArrowLeft}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </li>
      </ul>
    </nav>
  );
}
