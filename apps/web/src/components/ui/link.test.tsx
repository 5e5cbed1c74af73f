import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

function Here() {
  const location = useLocation();
  return <output data-testid="here">{`${location.pathname}${location.hash}`}</output>;
}

/**
 * Clicks `element` and tells whether the app prevented the browser's own navigation (which the
 * test's DOM would then attempt, over the network: it is stopped after the app had its say).
 */
function clickPrevented(element: HTMLElement, init?: MouseEventInit): boolean {
  let prevented = false;
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  fireEvent.click(element, init);
  document.removeEventListener('click', after);
  return prevented;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Here />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link that a plain click follows without leaving the app', () => {
    const onClick = vi.fn();
    renderAt(
      '/',
      <Link to="/pricing#plans" onClick={onClick}>
        Pricing
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.getAttribute('href')).toBe('/pricing#plans');
    expect(clickPrevented(link)).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('here').textContent).toBe('/pricing#plans');
  });

  it('leaves a click with a modifier, or into another tab, to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/faq">FAQ</Link>
        <Link to="/terms" target="_blank">
          Terms
        </Link>
      </>,
    );
    expect(clickPrevented(screen.getByRole('link', { name: 'FAQ' }), { ctrlKey: true })).toBe(
      false,
    );
    expect(clickPrevented(screen.getByRole('link', { name: 'Terms' }))).toBe(false);
    expect(screen.getByTestId('here').textContent).toBe('/');
  });

  it('does not navigate when its own onClick prevents it', () => {
    renderAt(
      '/',
      <Link to="/faq" onClick={(event) => event.preventDefault()}>
        FAQ
      </Link>,
    );
    clickPrevented(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('here').textContent).toBe('/');
  });

  it('leaves a link to another site to the browser', () => {
    renderAt('/', <Link to="https://example.com/docs">Docs</Link>);
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(clickPrevented(link)).toBe(false);
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Overview
      </NavLink>
      <NavLink to="/dashboard/brains" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Brains
      </NavLink>
      <NavLink to="/dashboard/brain" className="plain">
        Brain
      </NavLink>
    </>
  );

  it('marks the link to the current page, or to a page above it unless `end`', () => {
    renderAt('/Dashboard/brains/42', links);
    const overview = screen.getByRole('link', { name: 'Overview' });
    const brains = screen.getByRole('link', { name: 'Brains' });
    const brain = screen.getByRole('link', { name: 'Brain' });
    expect(overview.getAttribute('aria-current')).toBeNull();
    expect(overview.className).toBe('off');
    // Paths compare without case, at a segment's boundary: /dashboard/brain is not above it.
    expect(brains.getAttribute('aria-current')).toBe('page');
    expect(brains.className).toBe('on');
    expect(brain.getAttribute('aria-current')).toBeNull();
    expect(brain.className).toBe('plain');
  });

  it('follows the location as it changes', () => {
    renderAt('/dashboard', links);
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview.getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Brains' }));
    expect(overview.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Brains' }).getAttribute('aria-current')).toBe('page');
  });
});
