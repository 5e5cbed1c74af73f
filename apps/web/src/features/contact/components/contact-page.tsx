import { inquiryTypes } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import type { z } from 'zod';
import { SelectField, TextareaField } from '@/components/form/choice-fields';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { EmailField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { useSendInquiry } from '../api/send-inquiry';
import { contactForm } from '../lib/contact-form';

type ContactValues = z.input<typeof contactForm>;

const empty: ContactValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  inquiryType: 'general',
  message: '',
  website: '',
};

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const send = useSendInquiry();
  const form = useZodForm(contactForm, { defaultValues: empty });

  const submit = (inquiry: z.output<typeof contactForm>) =>
    send.mutate(
      { ...inquiry, locale: lang },
      {
        onError: (error) => {
          // The server's field messages, where it gave some, land on the fields.
          for (const issue of error instanceof ApiError ? (error.body?.issues ?? []) : []) {
            const field = issue.path.split('.')[1];
            if (field && field in empty)
              form.setError(field as keyof ContactValues, { message: issue.message });
          }
        },
      },
    );

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
                form.reset();
              }}
            >
              {t('contact.another')}
            </Button>
          </div>
        ) : (
          <Form
            form={form}
            ns="contact"
            onSubmit={submit}
            className="space-y-5 rounded-2xl border border-line p-6 sm:p-8"
            aria-labelledby="contact-form-title"
          >
            <h2 id="contact-form-title" className="text-xl font-semibold">
              {t('contact.formTitle')}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                name="name"
                label={t('contact.name')}
                requiredMark
                autoComplete="name"
                maxLength={120}
              />
              <EmailField name="email" label={t('contact.email')} requiredMark />
              <TextField
                name="company"
                label={t('contact.company')}
                autoComplete="organization"
                maxLength={160}
              />
              <TextField
                name="phone"
                label={t('contact.phone')}
                type="tel"
                autoComplete="tel"
                maxLength={40}
              />
            </div>
            <SelectField name="inquiryType" label={t('contact.inquiryType')}>
              {inquiryTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`contact.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextareaField
              name="message"
              label={t('contact.message')}
              requiredMark
              rows={6}
              maxLength={5000}
            />
            {/* Hidden from people and assistive technology; bots fill it in. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">Website</label>
              <input
                id="contact-website"
                tabIndex={-1}
                autoComplete="off"
                {...form.register('website')}
              />
            </div>
            {send.isError ? (
              <FormAlert>
                {send.error instanceof ApiError && send.error.status === 429
                  ? send.error.retryAfterSeconds === null
                    ? t('contact.tooMany')
                    : t('contact.tooManyFor', { seconds: send.error.retryAfterSeconds })
                  : t('contact.failure')}
              </FormAlert>
            ) : null}
            <SubmitButton pending={send.isPending} pendingLabel={t('contact.sending')}>
              {t('contact.send')}
            </SubmitButton>
          </Form>
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
