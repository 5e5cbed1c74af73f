import { useTranslation } from 'react-i18next';

/** The tool's logo, or its initial on a tinted square when it has none (spec). */
export function ToolLogo({
  name,
  logoUrl,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('catalogue');
  const box = size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-12 w-12 text-lg';
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={t('detail.logoOf', { name })}
        className={`${box} shrink-0 rounded-xl`}
        width={64}
        height={64}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="tool-initial"
      className={`${box} grid shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 font-bold text-white`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
