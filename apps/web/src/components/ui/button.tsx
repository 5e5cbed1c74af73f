import type { ComponentProps } from 'react';
import { Link, type LinkProps } from '@/components/ui/link';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-line bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink hover:bg-surface-muted',
  // On a brand-coloured background.
  inverse: 'bg-white text-brand-700 hover:bg-brand-50',
  'inverse-outline': 'text-white ring-1 ring-white/70 hover:bg-white/10',
} as const;
export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', extra = '') {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

/** A link to another site, styled as a button, opened in a new tab without an opener. */
export function ExternalButtonLink({
  variant = 'primary',
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel' | 'className'> & { variant?: ButtonVariant }) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={buttonClass(variant)} {...props}>
      {children} <span aria-hidden="true">↗</span>
    </a>
  );
}
