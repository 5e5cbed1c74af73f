import type { SessionUser } from '@app/contracts';
import { House, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useSignOut } from '@/lib/session';

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted focus:bg-surface-muted focus:outline-none';

/** The account menu of the top bar: the profile, the public site, signing out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('dashboard');
  const signOut = useSignOut();
  const name = user.fullName?.trim() || user.email;
  return (
    <DisclosureMenu
      kind="menu"
      align="end"
      testId="user-menu"
      buttonClassName="flex items-center gap-2 rounded-full border border-line py-1 pr-1 pl-1 hover:bg-surface-muted sm:pr-3"
      chevronClassName="hidden text-ink-muted sm:block"
      panelClassName="mt-2 w-60"
      label={
        <>
          <UserAvatar fullName={user.fullName} email={user.email} avatarUrl={user.avatarUrl} />
          <span className="sr-only max-w-40 truncate text-sm font-medium sm:not-sr-only">
            {name}
          </span>
          <span className="sr-only">{`, ${t('shell.accountMenu')}`}</span>
        </>
      }
    >
      {({ close, props }) => [
        <Link
          {...props}
          key="profile"
          to="/user/profile/edit"
          onClick={close}
          className={itemClass}
        >
          <UserRound className="h-4 w-4" />
          {t('shell.profile')}
        </Link>,
        <Link {...props} key="home" to="/" onClick={close} className={itemClass}>
          <House className="h-4 w-4" />
          {t('shell.home')}
        </Link>,
        <button
          {...props}
          key="sign-out"
          type="button"
          onClick={() => {
            close();
            if (!signOut.isPending) signOut.mutate();
          }}
          className={itemClass}
        >
          <LogOut className="h-4 w-4" />
          {t('shell.signOut')}
        </button>,
      ]}
    </DisclosureMenu>
  );
}
