import type { Profile } from '@app/contracts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarError, resizeAvatar } from '../lib/avatar-image';
import { FormFeedback } from './form-feedback';
import { ProfileAvatar } from './profile-avatar';

/** The picture as edited: as saved, a newly chosen one (a data URL), or removed. */
type AvatarChange = { kind: 'unchanged' } | { kind: 'new'; dataUrl: string } | { kind: 'removed' };

const control =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 aria-invalid:border-red-500';

/** Full name (required) and picture, saved together with PATCH /api/profile. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(profile.fullName ?? '');
  const [nameError, setNameError] = useState(false);
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'unchanged' });
  const [avatarError, setAvatarError] = useState<AvatarError['reason'] | null>(null);
  const [preparing, setPreparing] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const fileId = useId();
  const avatarHintId = useId();

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = fullName.trim();
    if (!name) {
      setNameError(true);
      nameInput.current?.focus();
      return;
    }
    setNameError(false);
    update.mutate(
      {
        fullName: name,
        ...(avatar.kind === 'new' ? { avatar: avatar.dataUrl } : {}),
        ...(avatar.kind === 'removed' ? { avatar: null } : {}),
      },
      {
        onSuccess: (saved) => {
          setFullName(saved.fullName ?? '');
          setAvatar({ kind: 'unchanged' });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-details-title"
      className="space-y-6 rounded-2xl border border-line p-6"
      data-testid="profile-form"
    >
      <h2 id="profile-details-title" className="text-xl font-semibold">
        {t('edit.detailsTitle')}
      </h2>

      <div>
        <label htmlFor={nameId} className="mb-1 block text-sm font-medium">
          {t('edit.fullName')}
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            {' '}
            *
          </span>
        </label>
        <input
          ref={nameInput}
          id={nameId}
          name="fullName"
          autoComplete="name"
          required
          maxLength={120}
          value={fullName}
          onChange={(event) => {
            edited();
            setFullName(event.target.value);
            if (nameError && event.target.value.trim()) setNameError(false);
          }}
          aria-invalid={nameError || undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          className={control}
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {t('validation.required')}
          </p>
        ) : null}
      </div>

      <fieldset aria-describedby={avatarHintId}>
        <legend className="mb-2 block text-sm font-medium">{t('edit.avatar')}</legend>
        <div className="flex flex-wrap items-center gap-4">
          <ProfileAvatar
            src={preview}
            fullName={fullName || profile.fullName}
            email={profile.email}
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
        <Button type="submit" disabled={update.isPending || preparing}>
          {update.isPending ? <Spinner className="h-4 w-4" /> : null}
          {update.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
