import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLang } from '@/lib/use-lang';
import { useRequestEmailChange } from '../api/request-email-change';
import { emailProblem } from '../lib/email-rules';
import { FormFeedback } from './form-feedback';

/** "Change e-mail address": a confirmation link goes to the new address (POST /api/auth/email-change). */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const request = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'required' | 'email' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const newEmail = email.trim();
    const found = emailProblem(newEmail);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setSentTo(null);
    request.mutate(
      { newEmail, locale: lang },
      {
        onSuccess: () => {
          setSentTo(newEmail);
          setEmail('');
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="email-change-title"
      className="space-y-5 rounded-2xl border border-line p-6"
      data-testid="email-change-form"
    >
      <div>
        <h2 id="email-change-title" className="text-xl font-semibold">
          {t('email.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('email.current')}{' '}
          <span className="font-medium break-all text-ink">{currentEmail}</span>
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t('email.intro')}</p>
      </div>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t('email.label')}
        </label>
        <input
          ref={input}
          id={id}
          type="email"
          name="newEmail"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(emailProblem(event.target.value.trim()));
            if (!request.isIdle) request.reset();
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 aria-invalid:border-red-500"
        />
        {problem ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {t(`validation.${problem}`)}
          </p>
        ) : null}
      </div>
      <div className="space-y-3">
        <FormFeedback
          success={sentTo ? t('email.sent', { email: sentTo }) : null}
          error={request.error}
          testId="email-change"
        />
        <Button type="submit" variant="secondary" disabled={request.isPending}>
          {request.isPending ? <Spinner className="h-4 w-4" /> : null}
          {request.isPending ? t('email.sending') : t('email.submit')}
        </Button>
      </div>
    </form>
  );
}
