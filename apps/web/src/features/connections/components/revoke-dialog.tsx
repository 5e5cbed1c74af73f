import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/dialog';

/** "Revoke access to {tool}?" with Cancel and Revoke (Cancel focused first). */
export function RevokeDialog({
  toolName,
  open,
  onOpenChange,
  onConfirm,
}: {
  toolName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('connections');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('revokeDialog.title', { tool: toolName })}
      text={t('revokeDialog.text', { tool: toolName })}
      cancel={{
        label: t('revokeDialog.cancel'),
        ariaLabel: t('revokeDialog.cancelLabel', { tool: toolName }),
      }}
      confirm={{
        label: t('revokeDialog.confirm'),
        ariaLabel: t('revokeDialog.confirmLabel', { tool: toolName }),
      }}
      onConfirm={onConfirm}
      testId="revoke-dialog"
    />
  );
}
