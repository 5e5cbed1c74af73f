import { headerNavigation } from '@app/content/pages';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { LanguageToggle } from '@/components/language-toggle';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button, buttonClass } from '@/components/ui/button';
import { Drawer } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/lib/session';

/** The header's links for small screens, without AI Tools (spec). */
export default function MobileMenu({
  open,
  onOpenChange,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  const signOut = useSignOut();
  const item = 'block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-surface-muted';
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={t('nav.menu')}
      closeLabel={t('nav.closeMenu')}
    >
      <div className="flex flex-1 flex-col gap-4 p-5">
        <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
          <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('nav.services')}
          </p>
          {headerNavigation.services.map((link) => (
            <Link key={link.path} to={link.path} className={item} onClick={close}>
              {t(link.label)}
            </Link>
          ))}
          <hr className="my-2 border-line" />
          {headerNavigation.links
            .filter((link) => link.mobile !== false)
            .map((link) => (
              <Link key={link.path} to={link.path} className={item} onClick={close}>
                {t(link.label)}
              </Link>
            ))}
        </nav>
        <div className="mt-auto flex flex-col gap-3">
          {signedIn ? (
            <div className="flex flex-col gap-2">
              <Link to="/dashboard" className={buttonClass('primary')} onClick={close}>
                {t('nav.dashboard')}
              </Link>
              <Button
                variant="secondary"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate(undefined, { onSettled: close })}
              >
                {signOut.isPending ? <Spinner className="h-4 w-4" /> : null}
                {signOut.isPending ? t('nav.signingOut') : t('nav.signOut')}
              </Button>
            </div>
          ) : (
            <Link to="/login" className={buttonClass('primary')} onClick={close}>
              {t('nav.getStarted')}
            </Link>
          )}
          <div className="flex gap-2">
            <ThemeToggle />
            <LanguageToggle />
          </div>
        </div>
      </div>
    </Drawer>
  );
}
