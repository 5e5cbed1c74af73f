import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { LogoMark } from '@/components/ui/logo-mark';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('nav.home')} className="flex items-center gap-2 font-bold">
      <LogoMark className="h-8 w-8 shrink-0" />
      <span className="text-lg tracking-tight">{t('brand')}</span>
    </Link>
  );
}
