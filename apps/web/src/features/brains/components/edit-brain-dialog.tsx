import { UpdateBrainRequest, type BrainDetail } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useUpdateBrain } from '../api/update-brain';
import { brainErrorText } from '../lib/brain-errors';
import { BrainFields } from './brain-fields';

function EditForm({
  brain,
  userId,
  titleId,
  onDone,
}: {
  brain: BrainDetail;
  userId: string;
  titleId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('brains');
  const update = useUpdateBrain(userId, brain.id);
  const form = useZodForm(UpdateBrainRequest, {
    defaultValues: {
      name: brain.name,
      description: brain.description,
      type: brain.type,
      visibility: brain.visibility,
    },
  });
  return (
    <Form
      form={form}
      ns="brains"
      className="flex flex-col gap-5"
      onSubmit={(values) =>
        update.mutate(values, {
          onSuccess: (saved) => {
            toast.success(t('toasts.saved'), { title: saved.name });
            onDone();
          },
        })
      }
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('edit.title')}
      </h2>
      <BrainFields />
      {update.isError ? <FormAlert>{brainErrorText(update.error, t)}</FormAlert> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <SubmitButton pending={update.isPending} pendingLabel={t('edit.submitting')}>
          {t('edit.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The owner edits a brain's name, description, type and visibility. */
export function EditBrainDialog({
  brain,
  userId,
  open,
  onOpenChange,
}: {
  brain: BrainDetail;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="edit-brain-dialog">
      {(titleId) => (
        <EditForm
          brain={brain}
          userId={userId}
          titleId={titleId}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}
