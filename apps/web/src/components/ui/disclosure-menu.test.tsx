import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DisclosureMenu } from './disclosure-menu';

function Page({ kind, onChoose }: { kind: 'navigation' | 'menu'; onChoose?: () => void }) {
  return (
    <>
      <DisclosureMenu kind={kind} label="Services" buttonClassName="" panelClassName="">
        {({ close, props }) =>
          ['All services', 'Enterprise', 'Professional'].map((name) => (
            <button
              {...props}
              key={name}
              type="button"
              onClick={() => {
                close();
                onChoose?.();
              }}
            >
              {name}
            </button>
          ))
        }
      </DisclosureMenu>
      <button type="button">Elsewhere</button>
    </>
  );
}

const focused = () => document.activeElement?.textContent;

describe('a disclosure menu of links (the header’s Services)', () => {
  it('opens by keyboard, moves with the arrows, and closes with Escape back on its button', async () => {
    const user = userEvent.setup();
    render(<Page kind="navigation" />);
    const button = screen.getByRole('button', { name: 'Services' });
    expect(screen.queryByRole('button', { name: 'Enterprise' })).toBeNull();
    // The chevron is decorative.
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Opened by a click or Enter, the focus stays on the button until the arrows move it.
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('All services');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Professional');
    await user.keyboard('{Home}');
    expect(focused()).toBe('All services');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Enterprise' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the focus or a click goes elsewhere, or an item is chosen', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Page kind="navigation" onChoose={onChoose} />);
    const button = screen.getByRole('button', { name: 'Services' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Enterprise' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('a menu of actions (the account menu)', () => {
  it('is a menu of items that takes the focus when it opens', async () => {
    const user = userEvent.setup();
    render(<Page kind="menu" />);
    const button = screen.getByRole('button', { name: 'Services' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');

    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Services' })).toBeDefined();
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    expect(focused()).toBe('All services');
    await user.keyboard('{End}');
    expect(focused()).toBe('Professional');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('All services');

    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on its last item with the up arrow', async () => {
    const user = userEvent.setup();
    render(<Page kind="menu" />);
    screen.getByRole('button', { name: 'Services' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Professional');
  });
});
