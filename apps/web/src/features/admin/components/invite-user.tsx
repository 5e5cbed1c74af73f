import type { Role } from '@app/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, inputTextSize } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { lazy } from '@/lib/lazy';
import { useAfterPaint } from '@/lib/use-after-paint';

/** The role an invitation offers until another is chosen. */
export const firstInviteRole: Role = 'Free';

export const inviteFormClass = 'mt-3 grid items-end gap-3 sm:grid-cols-[1fr_10rem_auto]';

/**
 * The form and react-hook-form come in their own chunk, asked for once the screen has painted
 * (they are not on the way to its heading and list); until then the same fields stand in its
 * place, disabled, at its size.
 */
const InviteUserForm = lazy(() => import('./invite-user-form'));

function InviteFormShape() {
  const { t } = useTranslation('admin');
  return (
    <div className={inviteFormClass} aria-busy="true" data-testid="invite-form-loading">
      <Field label={t('users.invite.email')}>
        {(control) => (
          <input {...control} type="email" disabled className={`${inputClass} ${inputTextSize}`} />
        )}
      </Field>
      <Field label={t('users.role')}>
        {(control) => (
          <select {...control} disabled className={`${inputClass} ${inputTextSize}`}>
            <option>{t(`roles.${firstInviteRole}`)}</option>
          </select>
        )}
      </Field>
      <Button type="button" disabled>
        {t('users.invite.send')}
      </Button>
    </div>
  );
}

/** /admin/users' invitation section: its heading at once, its form once the screen has painted. */
export function InviteUser() {
  const { t } = useTranslation('admin');
  const painted = useAfterPaint();
  return (
    <section aria-labelledby="invite-title" className="rounded-2xl border border-line p-4">
      <h2 id="invite-title" className="text-lg font-semibold">
        {t('users.invite.title')}
      </h2>
      {painted ? (
        <Suspense fallback={<InviteFormShape />}>
          <InviteUserForm />
        </Suspense>
      ) : (
        <InviteFormShape />
      )}
    </section>
  );
}
