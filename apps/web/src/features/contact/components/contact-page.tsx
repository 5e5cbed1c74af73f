import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useSendInquiry } from '../api/send-inquiry';

type Fields = {
  name: string;
  email: string;
  company: string;
  phone: string;
  inquiryType: 'general' | 'enterprise';
  message: string;
};
type Errors = Partial<Record<keyof Fields, string>>;
const empty: Fields = {
  name: '',
  email: '',
  company: '',
  phone: '',
  inquiryType: 'general',
  message: '',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's rules: name, e-mail and message required; the e-mail must look like one. */
export function validateInquiry(fields: Fields): Errors {
  const errors: Errors = {};
  if (!fields.name.trim()) errors.name = 'validation.required';
  if (!fields.email.trim()) errors.email = 'validation.required';
  else if (!EMAIL.test(fields.email.trim())) errors.email = 'validation.email';
  if (!fields.message.trim()) errors.message = 'validation.required';
  if (fields.phone.trim() && !/^[+()0-9 .-]{5,40}$/.test(fields.phone.trim()))
    errors.phone = 'validation.phone';
  return errors;
}

export default function ContactPage() {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [website, setWebsite] = useState('');
  const send = useSendInquiry();

  const update = (name: keyof Fields, value: string) => {
    const next = { ...fields, [name]: value } as Fields;
    setFields(next);
    if (submitted) setErrors(validateInquiry(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateInquiry(fields);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    send.mutate(
      { ...fields, locale: lang, website },
      {
        onError: (error) => {
          // The server's field messages, where it gave some, land on the fields.
          if (error instanceof ApiError && error.body?.issues) {
            const serverErrors: Errors = {};
            for (const issue of error.body.issues) {
              const field = issue.path.split('.')[1] as keyof Fields | undefined;
              if (field && field in empty)
                serverErrors[field] = field === 'email' ? 'validation.email' : 'validation.invalid';
            }
            setErrors(serverErrors);
          }
        },
      },
    );
  };

  const field = (name: keyof Fields, label: string, input: React.ReactNode, required = false) => (
    <div>
      <label htmlFor={`contact-${name}`} className="mb-1 block text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {input}
      {errors[name] ? (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {t(errors[name]!)}
        </p>
      ) : null}
    </div>
  );
  const control = (name: keyof Fields) => ({
    id: `contact-${name}`,
    name,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    className:
      'w-full rounded-lg border border-line bg-surface px-3 py-2 aria-invalid:border-red-500',
  });

  return (
    <div>
      <PageMeta title={t('contact.title')} description={t('contact.metaDescription')} />
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem]">
        {send.isSuccess ? (
          <div
            role="status"
            className="rounded-2xl border border-line bg-surface-muted p-8"
            data-testid="contact-success"
          >
            <h2 className="text-2xl font-bold">{t('contact.successTitle')}</h2>
            <p className="mt-2 text-ink-muted">{t('contact.successText')}</p>
            <Button
              className="mt-6"
              variant="secondary"
              onClick={() => {
                send.reset();
                setFields(empty);
                setSubmitted(false);
              }}
            >
              {t('contact.another')}
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            className="space-y-5 rounded-2xl border border-line p-6 sm:p-8"
            aria-labelledby="contact-form-title"
          >
            <h2 id="contact-form-title" className="text-xl font-semibold">
              {t('contact.formTitle')}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              {field(
                'name',
                t('contact.name'),
                <input
                  {...control('name')}
                  autoComplete="name"
                  maxLength={120}
                  onChange={(e) => update('name', e.target.value)}
                />,
                true,
              )}
              {field(
                'email',
                t('contact.email'),
                <input
                  {...control('email')}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  onChange={(e) => update('email', e.target.value)}
                />,
                true,
              )}
              {field(
                'company',
                t('contact.company'),
                <input
                  {...control('company')}
                  autoComplete="organization"
                  maxLength={160}
                  onChange={(e) => update('company', e.target.value)}
                />,
              )}
              {field(
                'phone',
                t('contact.phone'),
                <input
                  {...control('phone')}
                  type="tel"
                  autoComplete="tel"
                  maxLength={40}
                  onChange={(e) => update('phone', e.target.value)}
                />,
              )}
            </div>
            {field(
              'inquiryType',
              t('contact.inquiryType'),
              <select
                {...control('inquiryType')}
                onChange={(e) => update('inquiryType', e.target.value)}
              >
                <option value="general">{t('contact.general')}</option>
                <option value="enterprise">{t('contact.enterprise')}</option>
              </select>,
            )}
            {field(
              'message',
              t('contact.message'),
              <textarea
                {...control('message')}
                rows={6}
                maxLength={5000}
                onChange={(e) => update('message', e.target.value)}
              />,
              true,
            )}
            {/* Hidden from people and assistive technology; bots fill it in. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">Website</label>
              <input
                id="contact-website"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
              />
            </div>
            {send.isError ? (
              <p
                role="alert"
                className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {send.error instanceof ApiError && send.error.status === 429
                  ? t('contact.tooMany')
                  : t('contact.failure')}
              </p>
            ) : null}
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? <Spinner className="h-4 w-4" /> : null}
              {send.isPending ? t('contact.sending') : t('contact.send')}
            </Button>
          </form>
        )}
        <aside className="space-y-4" aria-label={t('contact.otherWays')}>
          <h2 className="text-lg font-semibold">{t('contact.otherWays')}</h2>
          {(['email', 'chat', 'help'] as const).map((key) => (
            <div key={key} className="flex gap-3 rounded-xl border border-line p-4">
              <Icon
                name={key === 'email' ? 'chat' : key === 'chat' ? 'support' : 'book'}
                className="h-6 w-6 shrink-0 text-brand-600 dark:text-brand-100"
              />
              <div>
                <h3 className="font-medium">{t(`contact.ways.${key}.title`)}</h3>
                <p className="text-sm text-ink-muted">{t(`contact.ways.${key}.text`)}</p>
                {key === 'help' ? (
                  <p className="mt-1 text-sm">
                    <Link to="/faq" className="text-brand-600 underline dark:text-brand-100">
                      {t('contact.ways.help.faq')}
                    </Link>
                    {' · '}
                    <Link to="/support" className="text-brand-600 underline dark:text-brand-100">
                      {t('contact.ways.help.support')}
                    </Link>
                  </p>
                ) : null}
              </div>
            </div>
          ))}
        </aside>
      </div>
    </div>
  );
}
