import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { menuIndexForKey } from './menu-keys';
import { useHydrated } from '@/lib/use-hydrated';

/** What each item of the list gets: `props` to spread on it, `close` for when it is chosen. */
export interface MenuItem {
  close: () => void;
  props: { 'data-menu-item': '' } | { 'data-menu-item': ''; role: 'menuitem'; tabIndex: -1 };
}

const menuItems = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []),
];

function focusEdge(root: HTMLElement | null, edge: 'first' | 'last') {
  const all = menuItems(root);
  all[edge === 'first' ? 0 : all.length - 1]?.focus();
}

/**
 * A button that shows and hides a list of links or actions; the one open / close / keyboard logic
 * of every such menu. Escape closes it and returns the focus to the button; a click or the focus
 * elsewhere closes it; the arrow keys, Home and End move between the items, and from the button
 * they open it on the first or last item.
 * - `navigation`: the WAI-ARIA disclosure for a site's menu of links (the header's Services);
 * - `menu`: the WAI-ARIA menu button for actions (the account menu): a `menu` of `menuitem`s that
 *   takes the focus when it opens and closes on Tab.
 */
export function DisclosureMenu({
  label,
  kind = 'navigation',
  align = 'start',
  buttonClassName,
  chevronClassName = '',
  panelClassName,
  testId,
  children,
}: {
  label: ReactNode;
  kind?: 'navigation' | 'menu';
  align?: 'start' | 'end';
  buttonClassName: string;
  chevronClassName?: string;
  /** Size and spacing of the list's panel. */
  panelClassName: string;
  testId?: string;
  children: (item: MenuItem) => ReactNode[];
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const buttonId = useId();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Which item takes the focus once the list shows (none when a click opens a navigation).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const show = (edge: 'first' | 'last' | null) => {
    focusOnOpen.current = edge;
    setOpen(true);
  };
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) focusEdge(root.current, focusOnOpen.current);
    focusOnOpen.current = null;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key === 'Tab' && kind === 'menu') return close();
    const all = menuItems(root.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index === -1) {
      // On the button.
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const edge = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) focusEdge(root.current, edge);
      else show(edge);
      return;
    }
    const next = menuIndexForKey(event.key, index, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  const item: MenuItem = {
    close,
    props:
      kind === 'menu'
        ? { 'data-menu-item': '', role: 'menuitem', tabIndex: -1 }
        : { 'data-menu-item': '' },
  };
  const panel = `absolute z-40 rounded-xl border border-line bg-surface p-1.5 shadow-lg ${align === 'end' ? 'right-0' : 'left-0'} ${panelClassName}`;

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup={kind === 'menu' ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? close() : show(kind === 'menu' ? 'first' : null))}
        // Nothing to do before the page is hydrated (ADR 034): not offered until then.
        disabled={!hydrated}
        data-testid={testId}
        className={buttonClassName}
      >
        {label}
        <ChevronDown
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''} ${chevronClassName}`}
        />
      </button>
      {kind === 'menu' ? (
        <div id={listId} role="menu" aria-labelledby={buttonId} hidden={!open} className={panel}>
          {children(item)}
        </div>
      ) : (
        <ul id={listId} hidden={!open} className={panel}>
          {children(item).map((child, index) => (
            <li key={index}>{child}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
