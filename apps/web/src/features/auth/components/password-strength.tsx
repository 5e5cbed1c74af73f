import { useTranslation } from 'react-i18next';
import { passwordStrength, strengthChecks, type StrengthLevel } from '../lib/password-strength';

const levelStyle: Record<StrengthLevel, { bar: string; text: string }> = {
  weak: { bar: 'bg-red-600', text: 'text-red-700 dark:text-red-300' },
  medium: { bar: 'bg-amber-500', text: 'text-amber-700 dark:text-amber-300' },
  strong: { bar: 'bg-emerald-600', text: 'text-emerald-700 dark:text-emerald-300' },
};

/**
 * The strength indicator under a new password (spec §5): weak, medium or strong, three bars,
 * and the hints with what is already done. The level is announced politely as it changes.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const strength = passwordStrength(password);
  const style = levelStyle[strength.level];
  return (
    <div data-testid="password-strength">
      <div className="flex gap-1.5" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={`h-1.5 flex-1 rounded-full ${bar <= strength.score ? style.bar : 'bg-line'}`}
          />
        ))}
      </div>
      <p className="mt-1.5 text-sm" aria-live="polite">
        {password ? (
          <>
            {t('strength.label')}{' '}
            <span className={`font-semibold ${style.text}`}>{t(`strength.${strength.level}`)}</span>
          </>
        ) : (
          <span className="text-ink-muted">{t('strength.empty')}</span>
        )}
      </p>
      <ul className="mt-1.5 space-y-0.5 text-xs text-ink-muted">
        {strengthChecks.map((check) => {
          const done = strength.checks[check];
          return (
            <li key={check} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={done ? 'text-emerald-600 dark:text-emerald-400' : 'text-ink-muted'}
              >
                {done ? '✓' : '○'}
              </span>
              <span className={done ? 'text-ink' : undefined}>{t(`strength.hints.${check}`)}</span>
              <span className="sr-only">
                {`, ${done ? t('strength.done') : t('strength.todo')}`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
