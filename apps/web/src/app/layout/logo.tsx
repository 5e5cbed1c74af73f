import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('nav.home')} className="flex items-center gap-2 font-bold">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg tracking-tight">{t('brand')}</span>
    </Link>
  );
}
