import { roles } from '@app/contracts/admin-values';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/choice-fields';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { Form, useZodForm } from '@/components/form/form';
import { EmailField } from '@/components/form/text-field';
import { showToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useInviteUser } from '../api/users';
import { firstInviteRole, inviteFormClass } from './invite-user';

/** The invitation form's rules, with zod and the contract: loaded when the form is reached. */
const inviteForm = () => import('../lib/invite-form').then((m) => m.InviteForm);

/** /admin/users' invitation form: an e-mail address and a role; the invitation goes by e-mail. */
export default function InviteUserForm() {
  const { t } = useTranslation('admin');
  const invite = useInviteUser();
  const form = useZodForm(inviteForm, { defaultValues: { email: '', role: firstInviteRole } });
  return (
    <>
      <Form
        form={form}
        ns="admin"
        className={inviteFormClass}
        onSubmit={(values) =>
          invite.mutate(values, {
            onSuccess: ({ email }) => {
              form.reset({ email: '', role: values.role });
              showToast('success', t('users.invite.sent', { email }));
            },
          })
        }
      >
        <EmailField name="email" label={t('users.invite.email')} />
        <SelectField name="role" label={t('users.role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SubmitButton pending={invite.isPending} pendingLabel={t('users.invite.sending')}>
          {t('users.invite.send')}
        </SubmitButton>
      </Form>
      {invite.isError ? (
        <div className="mt-3">
          <FormAlert>
            {invite.error instanceof ApiError && invite.error.status === 409
              ? t('users.invite.taken')
              : t('errors.generic')}
          </FormAlert>
        </div>
      ) : null}
    </>
  );
}
