import { PASSWORD_MIN_LENGTH } from '@app/contracts';

export const STRONG_PASSWORD_LENGTH = 12;

export type StrengthLevel = 'weak' | 'medium' | 'strong';
/** One piece of advice, in the order the indicator lists them. */
export const strengthChecks = ['length', 'longer', 'case', 'digit', 'symbol'] as const;
export type StrengthCheck = (typeof strengthChecks)[number];

export interface PasswordStrength {
  level: StrengthLevel;
  /** 0 to 3: how many of the indicator's bars are filled. */
  score: 0 | 1 | 2 | 3;
  /** Every check with whether the password passes it. */
  checks: Record<StrengthCheck, boolean>;
  /** The checks not passed yet, to show as hints. */
  hints: StrengthCheck[];
}

/**
 * How strong a password looks, from rules a person can follow:
 * - weak: shorter than 8 characters, or 8+ with at most one of mixed case, digit, symbol and 12+;
 * - medium: 8+ characters with two of them;
 * - strong: 12+ characters with at least two of mixed case, digit, symbol.
 * Length is counted in characters as people see them (an emoji is one).
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  const checks: Record<StrengthCheck, boolean> = {
    length: length >= PASSWORD_MIN_LENGTH,
    longer: length >= STRONG_PASSWORD_LENGTH,
    case: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
  const variety = [checks.case, checks.digit, checks.symbol].filter(Boolean).length;
  const points = variety + (checks.longer ? 1 : 0);
  const level: StrengthLevel = !checks.length
    ? 'weak'
    : checks.longer && variety >= 2
      ? 'strong'
      : points >= 2
        ? 'medium'
        : 'weak';
  const score = password.length === 0 ? 0 : level === 'strong' ? 3 : level === 'medium' ? 2 : 1;
  return { level, score, checks, hints: strengthChecks.filter((check) => !checks[check]) };
}
