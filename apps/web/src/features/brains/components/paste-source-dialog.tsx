import { BRAIN_PASTE_MAX_CHARS, PasteSourceRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, TextareaField } from '@/components/form/choice-fields';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { usePasteSource } from '../api/paste-source';
import { brainErrorText } from '../lib/brain-errors';

function PasteForm({
  brainId,
  userId,
  titleId,
  onDone,
}: {
  brainId: string;
  userId: string;
  titleId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('brains');
  const paste = usePasteSource(userId, brainId);
  const form = useZodForm(PasteSourceRequest, {
    defaultValues: { name: '', content: '', format: 'text' },
  });
  return (
    <Form
      form={form}
      ns="brains"
      className="flex flex-col gap-4"
      onSubmit={(values) =>
        paste.mutate(values, {
          onSuccess: () => {
            toast.success(t('toasts.pasted'), { title: values.name });
            onDone();
          },
        })
      }
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('paste.title')}
      </h2>
      <TextField
        name="name"
        label={t('paste.name')}
        maxLength={200}
        required
        requiredMark
        autoComplete="off"
        autoFocus
      />
      <TextareaField
        name="content"
        label={t('paste.content')}
        rows={10}
        maxLength={BRAIN_PASTE_MAX_CHARS}
        required
        requiredMark
      />
      <SelectField name="format" label={t('paste.format')}>
        <option value="text">{t('kinds.text')}</option>
        <option value="markdown">{t('kinds.markdown')}</option>
      </SelectField>
      {paste.isError ? <FormAlert>{brainErrorText(paste.error, t)}</FormAlert> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <SubmitButton pending={paste.isPending} pendingLabel={t('paste.submitting')}>
          {t('paste.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** "Paste text": a name, the text, and whether it is plain text or Markdown. */
export function PasteSourceDialog({
  brainId,
  userId,
  open,
  onOpenChange,
}: {
  brainId: string;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="paste-dialog">
      {(titleId) => (
        <PasteForm
          brainId={brainId}
          userId={userId}
          titleId={titleId}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}
