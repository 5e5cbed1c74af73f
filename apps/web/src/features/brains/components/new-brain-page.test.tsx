import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import NewBrainPage from './new-brain-page';

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));
afterEach(() => toast.clear());

describe('creating a brain', () => {
  it('offers personal and shared, shows team disabled until teams exist', async () => {
    renderPage(<NewBrainPage />, { path: '/dashboard/brains/new' });
    const personal = await screen.findByRole('radio', { name: /^Personal/ });
    expect((personal as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Shared/ }) as HTMLInputElement).disabled).toBe(
      false,
    );
    const team = screen.getByRole('radio', { name: /^Team/ }) as HTMLInputElement;
    expect(team.disabled).toBe(true);
    expect(screen.getByText('Team brains need a team')).toBeDefined();
    expect((screen.getByRole('radio', { name: /^Private/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('needs a name, then opens the new brain', async () => {
    const user = userEvent.setup();
    const page = renderPage(<NewBrainPage />, { path: '/dashboard/brains/new' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Create brain' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeDefined();
    expect(document.activeElement).toBe(name);

    await user.type(name, '  Sales playbook ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'How we sell.');
    await user.click(screen.getByRole('radio', { name: /^Shared/ }));
    await user.click(screen.getByRole('radio', { name: /^Public/ }));
    await user.click(screen.getByRole('button', { name: 'Create brain' }));
    await waitFor(() => expect(page.currentPath()).toMatch(/^\/dashboard\/brains\/[0-9a-f-]{36}$/));
  });
});
