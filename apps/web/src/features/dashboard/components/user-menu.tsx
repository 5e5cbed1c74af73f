import type { SessionUser } from '@app/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '@/lib/session';
import { menuIndexForKey } from '../lib/menu-keys';
import { DashboardIcon } from './dashboard-icon';
import { UserAvatar } from './user-avatar';

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted focus:bg-surface-muted focus:outline-none';

const items = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The account menu of the top bar (WAI-ARIA APG menu button): Enter, Space or the arrow keys open
 * it on an item; the arrows, Home and End move; Escape closes it and returns to the button; Tab,
 * a click elsewhere or choosing an item closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('dashboard');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const startAt = useRef<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const name = user.fullName?.trim() || user.email;

  // Opening moves the focus into the menu, on the first item or (ArrowUp) the last.
  useEffect(() => {
    if (!open) return;
    const all = items(menu.current);
    (startAt.current === 'last' ? all[all.length - 1] : all[0])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    startAt.current = where;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const all = items(menu.current);
    const next = menuIndexForKey(
      event.key,
      all.indexOf(document.activeElement as HTMLElement),
      all.length,
    );
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  const onSignOut = () => {
    close(false);
    if (!signOut.isPending) signOut.mutate();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        data-testid="user-menu"
        className="flex items-center gap-2 rounded-full border border-line py-1 pr-1 pl-1 hover:bg-surface-muted sm:pr-3"
      >
        <UserAvatar fullName={user.fullName} email={user.email} avatarUrl={user.avatarUrl} />
        <span className="sr-only max-w-40 truncate text-sm font-medium sm:not-sr-only">{name}</span>
        <span className="sr-only">{`, ${t('shell.accountMenu')}`}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`hidden h-4 w-4 text-ink-muted transition-transform sm:block ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 z-40 mt-2 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-lg"
      >
        <Link
          role="menuitem"
          tabIndex={-1}
          to="/user/profile/edit"
          onClick={() => close(false)}
          className={itemClass}
        >
          <DashboardIcon name="profile" className="h-4 w-4" />
          {t('shell.profile')}
        </Link>
        <Link
          role="menuitem"
          tabIndex={-1}
          to="/"
          onClick={() => close(false)}
          className={itemClass}
        >
          <DashboardIcon name="home" className="h-4 w-4" />
          {t('shell.home')}
        </Link>
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          onClick={onSignOut}
          className={itemClass}
        >
          <DashboardIcon name="signOut" className="h-4 w-4" />
          {t('shell.signOut')}
        </button>
      </div>
    </div>
  );
}
