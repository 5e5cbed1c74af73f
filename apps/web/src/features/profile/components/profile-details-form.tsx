import type { Profile } from '@app/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/form/form';
import { SubmitButton } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarError, resizeAvatar } from '../lib/avatar-image';
import { profileDetailsForm } from '../lib/forms';
import { FormFeedback } from './form-feedback';
import { ProfileFormCard } from './profile-form-card';

/** The picture as edited: as saved, a newly chosen one (a data URL), or removed. */
type AvatarChange = { kind: 'unchanged' } | { kind: 'new'; dataUrl: string } | { kind: 'removed' };

/** Full name (required) and picture, saved together with PATCH /api/profile. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useZodForm(profileDetailsForm, {
    defaultValues: { fullName: profile.fullName ?? '' },
  });
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'unchanged' });
  const [avatarError, setAvatarError] = useState<AvatarError['reason'] | null>(null);
  const [preparing, setPreparing] = useState(false);
  const fileId = useId();
  const avatarHintId = useId();

  // The initials follow the name as it is typed.
  const typedName = useWatch({ control: form.control, name: 'fullName' });
  const preview =
    avatar.kind === 'new' ? avatar.dataUrl : avatar.kind === 'removed' ? null : profile.avatarUrl;

  const edited = () => {
    if (!update.isIdle) update.reset();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again is still a change.
    event.target.value = '';
    if (!file) return;
    edited();
    setPreparing(true);
    try {
      setAvatar({ kind: 'new', dataUrl: await resizeAvatar(file) });
      setAvatarError(null);
    } catch (error) {
      setAvatarError(error instanceof AvatarError ? error.reason : 'unreadable');
    } finally {
      setPreparing(false);
    }
  };

  const onRemove = () => {
    edited();
    setAvatarError(null);
    // Removing a picture chosen but not saved goes back to the saved one's absence.
    setAvatar(profile.avatarUrl ? { kind: 'removed' } : { kind: 'unchanged' });
  };

  const submit = ({ fullName }: { fullName: string }) => {
    update.mutate(
      {
        fullName,
        ...(avatar.kind === 'new' ? { avatar: avatar.dataUrl } : {}),
        ...(avatar.kind === 'removed' ? { avatar: null } : {}),
      },
      {
        onSuccess: (saved) => {
          form.reset({ fullName: saved.fullName ?? '' });
          setAvatar({ kind: 'unchanged' });
        },
      },
    );
  };

  return (
    <ProfileFormCard
      form={form}
      onSubmit={submit}
      title={t('edit.detailsTitle')}
      testId="profile-form"
    >
      <TextField
        name="fullName"
        label={t('edit.fullName')}
        requiredMark
        autoComplete="name"
        required
        maxLength={120}
        onChange={edited}
      />

      <fieldset aria-describedby={avatarHintId}>
        <legend className="mb-2 block text-sm font-medium">{t('edit.avatar')}</legend>
        <div className="flex flex-wrap items-center gap-4">
          <UserAvatar
            avatarUrl={preview}
            fullName={typedName || profile.fullName}
            email={profile.email}
            className="h-20 w-20 text-2xl"
          />
          <div className="flex flex-wrap items-center gap-2">
            {/* The native input, visually hidden; its label is the visible button. */}
            <input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => void onFile(event)}
              disabled={preparing}
              className="peer sr-only"
              data-testid="avatar-input"
            />
            <label
              htmlFor={fileId}
              className={buttonClass(
                'secondary',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-wait peer-disabled:opacity-60',
              )}
            >
              {preparing ? <Spinner className="h-4 w-4" /> : null}
              {preview ? t('edit.changeAvatar') : t('edit.uploadAvatar')}
            </label>
            {preview ? (
              <Button variant="ghost" onClick={onRemove} data-testid="avatar-remove">
                {t('edit.removeAvatar')}
              </Button>
            ) : null}
          </div>
        </div>
        <p id={avatarHintId} className="mt-2 text-sm text-ink-muted">
          {t('edit.avatarHint')}
        </p>
        <p aria-live="polite" className="mt-1 text-sm">
          {avatarError ? (
            <span className="text-red-700 dark:text-red-300">
              {t(`edit.avatarErrors.${avatarError}`)}
            </span>
          ) : avatar.kind === 'new' ? (
            t('edit.avatarReady')
          ) : avatar.kind === 'removed' ? (
            t('edit.avatarRemoved')
          ) : null}
        </p>
      </fieldset>

      <div className="space-y-3">
        <FormFeedback
          success={update.isSuccess ? t('edit.saved') : null}
          error={update.error}
          testId="profile-form"
        />
        <SubmitButton
          pending={update.isPending}
          pendingLabel={t('edit.saving')}
          disabled={preparing}
        >
          {t('edit.save')}
        </SubmitButton>
      </div>
    </ProfileFormCard>
  );
}
