import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/app/layout/language-toggle';
import { ThemeToggle } from '@/app/layout/theme-toggle';
import { CloseIcon } from '@/components/ui/icon';
import { SidebarNav } from './sidebar-nav';

/** On small screens the sidebar is an off-canvas drawer: a modal dialog from the left edge. */
export default function DashboardDrawer({
  open,
  onOpenChange,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-full max-w-xs flex-col overflow-y-auto bg-surface-muted shadow-xl"
          data-testid="dashboard-drawer"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-lg font-semibold">{t('shell.drawerTitle')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-line"
              aria-label={t('shell.closeNavigation')}
            >
              <CloseIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <SidebarNav collapsed={false} isAdmin={isAdmin} onNavigate={() => onOpenChange(false)} />
          <div className="flex gap-2 border-t border-line p-4">
            <ThemeToggle />
            <LanguageToggle />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
