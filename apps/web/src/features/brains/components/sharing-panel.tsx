import { ShareBrainRequest, shareRoles, type BrainDetail, type BrainShare } from '@app/contracts';
import { Pencil, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/choice-fields';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { EmailField } from '@/components/form/text-field';
import { PendingInvitationList, type PendingInvitation } from '@/components/pending-invitations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField as LiveSelect } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useLang } from '@/lib/use-lang';
import { useCancelBrainInvitation } from '../api/cancel-brain-invitation';
import { useBrainInvitations } from '../api/get-brain-invitations';
import { useShares } from '../api/get-shares';
import { useRemoveShare } from '../api/remove-share';
import { useShareBrain } from '../api/share-brain';
import { useUpdateShare } from '../api/update-share';
import { personName } from '../lib/person-name';
import { brainErrorText } from '../lib/brain-errors';

function ShareForm({ brainId, userId }: { brainId: string; userId: string }) {
  const { t } = useTranslation('brains');
  const lang = useLang();
  const share = useShareBrain(userId, brainId);
  const form = useZodForm(ShareBrainRequest, {
    defaultValues: { email: '', role: 'viewer', locale: lang },
  });
  return (
    <Form
      form={form}
      ns="brains"
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
      onSubmit={(values) =>
        share.mutate(
          { ...values, locale: lang },
          {
            onSuccess: ({ invitation }) => {
              toast.success(t('toasts.invited', { email: invitation.email }));
              form.reset({ email: '', role: values.role, locale: lang });
            },
          },
        )
      }
    >
      <EmailField name="email" label={t('sharing.email')} autoComplete="off" required />
      <SelectField name="role" label={t('sharing.role')}>
        {shareRoles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <div className="sm:pt-6">
        <SubmitButton pending={share.isPending} pendingLabel={t('sharing.submitting')}>
          {t('sharing.submit')}
        </SubmitButton>
      </div>
      {share.isError ? (
        <div className="sm:col-span-3">
          <FormAlert testId="share-error">{brainErrorText(share.error, t)}</FormAlert>
        </div>
      ) : null}
    </Form>
  );
}

/** The brain's invitations waiting for an answer: sent again or withdrawn by address. */
function Invitations({ brainId, userId }: { brainId: string; userId: string }) {
  const { t } = useTranslation('brains');
  const lang = useLang();
  const invitations = useBrainInvitations(userId, brainId);
  const resend = useShareBrain(userId, brainId);
  const withdraw = useCancelBrainInvitation(userId, brainId);
  const [busy, setBusy] = useState<string | null>(null);
  const failed = (email: string) => (error: unknown) =>
    toast.error(brainErrorText(error, t), { title: email });
  const done = () => setBusy(null);
  if (invitations.isError)
    return (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <span className="text-red-800 dark:text-red-200">
          {brainErrorText(invitations.error, t)}
        </span>
        <Button variant="secondary" onClick={() => void invitations.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return (
    <PendingInvitationList
      namespace="brains"
      items={invitations.data ?? []}
      busyEmail={busy}
      testId="brain-invitations"
      onResend={({ email, role }: PendingInvitation) => {
        setBusy(email);
        resend.mutate(
          { email, role: role === 'editor' ? 'editor' : 'viewer', locale: lang },
          {
            onSuccess: () => toast.success(t('toasts.invited', { email })),
            onError: failed(email),
            onSettled: done,
          },
        );
      }}
      onWithdraw={({ email }: PendingInvitation) => {
        setBusy(email);
        withdraw.mutate(email, {
          onSuccess: () => toast.success(t('toasts.withdrawn', { email })),
          onError: failed(email),
          onSettled: done,
        });
      }}
    />
  );
}

function ShareItem({
  share,
  brainId,
  userId,
}: {
  share: BrainShare;
  brainId: string;
  userId: string;
}) {
  const { t } = useTranslation('brains');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateShare(userId, brainId);
  const remove = useRemoveShare(userId, brainId);
  const name = personName(share.user);
  const failed = (error: unknown) => toast.error(brainErrorText(error, t), { title: name });

  return (
    <li className="flex flex-wrap items-end justify-between gap-3 py-3" data-testid="share">
      <div className="min-w-0">
        <p className="font-medium break-words">{name}</p>
        {share.user.email && share.user.email !== name ? (
          <p className="text-sm break-all text-ink-muted">{share.user.email}</p>
        ) : null}
      </div>
      <div className="flex items-end gap-2">
        <div className="w-36">
          <LiveSelect
            label={t('sharing.roleOf', { name })}
            value={share.role}
            disabled={update.isPending || remove.isPending}
            onValueChange={(value) => {
              const role = shareRoles.find((item) => item === value);
              if (!role || role === share.role) return;
              update.mutate(
                { personId: share.user.id, role },
                {
                  onSuccess: () =>
                    toast.success(t('toasts.roleChanged', { name, role: t(`roles.${role}`) })),
                  onError: failed,
                },
              );
            }}
          >
            {shareRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </LiveSelect>
        </div>
        <Button
          variant="secondary"
          className="py-2.5"
          disabled={remove.isPending}
          aria-label={t('sharing.removeLabel', { name })}
          onClick={() => setConfirming(true)}
        >
          <UserMinus className="h-4 w-4" />
          {t('sharing.remove')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('sharing.removeDialog.title', { name })}
          text={t('sharing.removeDialog.text')}
          cancel={{ label: t('cancel') }}
          confirm={{ label: t('sharing.removeDialog.confirm') }}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(share.user.id, {
              onSuccess: () => toast.success(t('toasts.unshared', { name })),
              onError: failed,
            });
          }}
          testId="remove-share-dialog"
        />
      </div>
    </li>
  );
}

/**
 * The owner's sharing panel. A shared brain is shared by an invitation e-mailed to an address, as
 * Viewer (read and search) or Editor (also add, retry and delete sources): the person gets the
 * brain once they accept, and until then the invitation is listed by address, to send again or
 * withdraw. Each person's role can be changed, or their access removed. A personal brain says
 * how to share it.
 */
export function SharingPanel({
  brain,
  userId,
  onEdit,
}: {
  brain: BrainDetail;
  userId: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('brains');
  const headingId = useId();
  const shares = useShares(userId, brain.id);
  const shareable = brain.type === 'shared';
  const people = shares.data ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      data-testid="sharing"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('sharing.title')}
      </h2>
      {shareable ? (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t('sharing.intro')}</p>
          <ShareForm brainId={brain.id} userId={userId} />
        </>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="sharing-personal">
          <p className="text-sm text-ink-muted">
            {t(brain.type === 'team' ? 'sharing.teamNote' : 'sharing.personalNote')}
          </p>
          {brain.type === 'personal' ? (
            <Button variant="secondary" onClick={onEdit}>
              <Pencil className="h-4 w-4" />
              {t('sharing.changeType')}
            </Button>
          ) : null}
        </div>
      )}

      {shares.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-3 text-sm text-ink-muted">
          <Spinner className="h-4 w-4" />
          {t('sharing.loading')}
        </div>
      ) : shares.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-red-800 dark:text-red-200">{brainErrorText(shares.error, t)}</span>
          <Button variant="secondary" onClick={() => void shares.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : people.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold">
            {t('sharing.people', { count: people.length })}
          </h3>
          <ul className="mt-1 divide-y divide-line" data-testid="shares">
            {people.map((share) => (
              <ShareItem key={share.user.id} share={share} brainId={brain.id} userId={userId} />
            ))}
          </ul>
        </>
      ) : shareable ? (
        <p className="mt-4 text-sm text-ink-muted" data-testid="shares-empty">
          {t('sharing.nobody')}
        </p>
      ) : null}
      {shareable ? <Invitations brainId={brain.id} userId={userId} /> : null}
    </section>
  );
}
