import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-status';
import { failureMessage } from '../lib/error-message';

/** A form's outcome: the success text in a polite live region, a failure as an alert. */
export function FormFeedback({
  success,
  error,
  testId,
}: {
  success: string | null;
  error: unknown;
  testId: string;
}) {
  const { t } = useTranslation('profile');
  const failure = error ? failureMessage(error) : null;
  return (
    <>
      {/* Always in the page, so that screen readers announce the text when it appears. */}
      <p
        role="status"
        className="text-sm font-medium text-green-700 dark:text-green-300"
        data-testid={`${testId}-success`}
      >
        {success}
      </p>
      {failure ? (
        <FormAlert testId={`${testId}-error`}>
          {failure.kind === 'signed-out'
            ? t('noUser')
            : failure.kind === 'server'
              ? failure.text
              : t('error.generic', { ns: 'common' })}
        </FormAlert>
      ) : null}
    </>
  );
}
