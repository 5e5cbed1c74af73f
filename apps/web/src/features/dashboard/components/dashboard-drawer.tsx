import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/language-toggle';
import { ThemeToggle } from '@/components/theme-toggle';
import { Drawer } from '@/components/ui/dialog';
import type { DashboardSection } from '@/lib/dashboard-section';
import { SidebarNav } from './sidebar-nav';

/** On small screens the sidebar is an off-canvas drawer: a modal dialog from the left edge. */
export default function DashboardDrawer({
  open,
  onOpenChange,
  sections,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: readonly DashboardSection[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={t('shell.drawerTitle')}
      closeLabel={t('shell.closeNavigation')}
      testId="dashboard-drawer"
      panelClassName="bg-surface-muted"
    >
      <SidebarNav
        sections={sections}
        collapsed={false}
        isAdmin={isAdmin}
        onNavigate={() => onOpenChange(false)}
      />
      <div className="flex gap-2 border-t border-line p-4">
        <ThemeToggle />
        <LanguageToggle />
      </div>
    </Drawer>
  );
}
