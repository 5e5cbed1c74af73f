import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';

/**
 * "Revoke access to {tool}?" with Cancel and Revoke: a modal dialog (focus kept inside, on Cancel
 * first; Escape or a click outside cancels; the focus then returns to the trigger).
 */
export function RevokeDialog({
  toolName,
  open,
  onOpenChange,
  onConfirm,
  children,
}: {
  toolName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The button that opens it. */
  children: ReactNode;
}) {
  const { t } = useTranslation('connections');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-xl"
          data-testid="revoke-dialog"
        >
          <Dialog.Title className="text-lg font-semibold">
            {t('revokeDialog.title', { tool: toolName })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            {t('revokeDialog.text', { tool: toolName })}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close
              className={buttonClass('secondary')}
              aria-label={t('revokeDialog.cancelLabel', { tool: toolName })}
            >
              {t('revokeDialog.cancel')}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              aria-label={t('revokeDialog.confirmLabel', { tool: toolName })}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-700 focus-visible:outline-red-600"
            >
              {t('revokeDialog.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
