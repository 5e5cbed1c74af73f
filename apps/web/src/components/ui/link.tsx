import type { ComponentProps, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

// The app's links, built on React Router's own hooks (`useHref`, `useLinkClickHandler`, the
// documented way to make a custom link) rather than its <Link> and <NavLink>: theirs carry
// framework mode's prefetching (the page links it renders and the SSR context behind them), which
// a declarative router never uses, into the shell every page loads (ADR 037).

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the page navigated to. */
  state?: unknown;
};

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative: left to the browser. */
const OTHER_SITE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A link within the app: a real `<a href>`, followed without a page load on a plain click. */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  if (typeof to === 'string' && OTHER_SITE.test(to))
    return <a {...rest} href={to} target={target} onClick={onClick} />;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
};

/**
 * A link that knows when it leads to the current page (or, without `end`, to a page above it):
 * `aria-current="page"` and the `isActive` given to `className`. Paths compare as React Router's
 * NavLink compares them: ignoring case, at a segment's boundary.
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const boundary = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(boundary) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
