import { apiContract } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentToasts, toast } from '@/components/ui/toast';
import i18n from '@/lib/i18n';
import { failingWhile } from '@/mocks/failing-route';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import AdminClientsPage from './admin-clients-page';

const showClients = () => renderPage(<AdminClientsPage />, { path: '/admin/clients' });
const clients = () =>
  screen
    .queryAllByTestId(/^client-row-/)
    .map((row) => row.getAttribute('data-testid')!.replace('client-row-', ''));
const inquiry = (email: string) => screen.getByTestId(`inquiry-row-${email}`);
const toasts = () => currentToasts().map((item) => item.message);
const clientFilters = () => within(screen.getByRole('search', { name: 'Filter clients' }));

beforeEach(() => {
  toast.clear();
  resetMockBff({ signedIn: 'admin@agentia.example' });
});
afterEach(() => i18n.changeLanguage('en'));

describe('the admin’s clients', () => {
  it('lists the active clients, newest first; all, or the archived ones; and searches', async () => {
    const user = userEvent.setup();
    showClients();
    await waitFor(() => expect(clients()).toEqual(['Bluepeak', 'Contoso Santé']));
    const bluepeak = screen.getByTestId('client-row-Bluepeak');
    expect(within(bluepeak).getByText('Professional')).toBeDefined();
    expect(within(bluepeak).getByText('ben.carter@bluepeak.example')).toBeDefined();
    expect(
      within(screen.getByRole('table', { name: 'Enterprise clients' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Plan', 'Seats', 'Contact', 'Status', 'Actions']);

    await user.selectOptions(clientFilters().getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(clients()).toEqual(['Bluepeak', 'Contoso Santé', 'Fabrikam']));
    await user.selectOptions(clientFilters().getByRole('combobox', { name: 'Status' }), 'archived');
    await waitFor(() => expect(clients()).toEqual(['Fabrikam']));
    await user.selectOptions(clientFilters().getByRole('combobox', { name: 'Status' }), '');
    await user.type(
      clientFilters().getByRole('searchbox', { name: 'Search by name or contact e-mail' }),
      'claire',
    );
    await waitFor(() => expect(clients()).toEqual(['Contoso Santé']));
    await user.type(
      clientFilters().getByRole('searchbox', { name: 'Search by name or contact e-mail' }),
      'zzz',
    );
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeDefined();
  });

  it('creates a client, after saying what is missing', async () => {
    const user = userEvent.setup();
    showClients();
    await waitFor(() => expect(clients()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBe(3);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Globex');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'custom');
    const seats = within(dialog).getByRole('spinbutton', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '120');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Hank Scorpio');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Contact e-mail' }),
      'hank@globex.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Globex saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(clients()[0]).toBe('Globex'));
    const globex = screen.getByTestId('client-row-Globex');
    expect(within(globex).getByText('Custom')).toBeDefined();
    expect(within(globex).getByText('120')).toBeDefined();
  });

  it('edits a client in a dialog filled with what it has, and archives and restores one', async () => {
    const user = userEvent.setup();
    showClients();
    await waitFor(() => expect(clients()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Edit Contoso Santé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contoso Santé' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value,
    ).toBe('Hébergement en France exigé.');
    const seats = within(dialog).getByRole('spinbutton', { name: 'Seats' });
    expect((seats as HTMLInputElement).value).toBe('300');
    await user.clear(seats);
    await user.type(seats, '350');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Contoso Santé saved'));
    await waitFor(() =>
      expect(within(screen.getByTestId('client-row-Contoso Santé')).getByText('350')).toBeDefined(),
    );

    await user.click(screen.getByRole('button', { name: 'Archive Bluepeak' }));
    await waitFor(() => expect(clients()).toEqual(['Contoso Santé']));
    await user.selectOptions(clientFilters().getByRole('combobox', { name: 'Status' }), 'archived');
    await waitFor(() => expect(clients()).toEqual(['Bluepeak', 'Fabrikam']));
    expect(within(screen.getByTestId('client-row-Bluepeak')).getByText('Archived')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Restore Bluepeak' }));
    await waitFor(() => expect(clients()).toEqual(['Fabrikam']));
  });

  it('lists the inquiries with their status, and sets one', async () => {
    const user = userEvent.setup();
    showClients();
    const marion = await screen.findByTestId('inquiry-row-marion.leclerc@atelier-nord.fr');
    expect(
      screen.getAllByTestId(/^inquiry-row-/).map((row) => row.getAttribute('data-testid')),
    ).toEqual([
      'inquiry-row-marion.leclerc@atelier-nord.fr',
      'inquiry-row-daniel.park@northwind.example',
      'inquiry-row-rita@example.com',
      'inquiry-row-ben.carter@bluepeak.example',
    ]);
    // A converted inquiry has no status to choose nor anything to convert.
    const ben = inquiry('ben.carter@bluepeak.example');
    expect(within(ben).getByText('Converted')).toBeDefined();
    expect(within(ben).queryByRole('combobox')).toBeNull();
    expect(within(ben).queryByRole('button')).toBeNull();

    const status = within(marion).getByRole('combobox', {
      name: 'Status of the inquiry from Marion Leclerc',
    });
    expect((status as HTMLSelectElement).value).toBe('new');
    await user.selectOptions(status, 'contacted');
    await waitFor(() =>
      expect(
        (
          within(inquiry('marion.leclerc@atelier-nord.fr')).getByRole('combobox', {
            name: 'Status of the inquiry from Marion Leclerc',
          }) as HTMLSelectElement
        ).value,
      ).toBe('contacted'),
    );
    const inquiries = screen
      .getByRole('heading', { name: 'Contact-form inquiries' })
      .closest('section')!;
    await user.selectOptions(
      within(inquiries).getByRole('combobox', { name: 'Status' }),
      'contacted',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId(/^inquiry-row-/).map((row) => row.dataset.testid)).toEqual([
        'inquiry-row-marion.leclerc@atelier-nord.fr',
        'inquiry-row-daniel.park@northwind.example',
      ]),
    );
  });

  it('converts an inquiry to a client, once', async () => {
    const user = userEvent.setup();
    showClients();
    const daniel = await screen.findByTestId('inquiry-row-daniel.park@northwind.example');
    await user.click(
      within(daniel).getByRole('button', {
        name: 'Convert the inquiry from Daniel Park to a client',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Convert the inquiry from Daniel Park',
    });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Northwind Logistics',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Convert to client' }));
    await waitFor(() => expect(toasts()).toContain('Northwind Logistics is now a client'));
    await waitFor(() =>
      expect(within(inquiry('daniel.park@northwind.example')).getByText('Converted')).toBeDefined(),
    );
    expect(within(inquiry('daniel.park@northwind.example')).queryByRole('button')).toBeNull();
    await waitFor(() => expect(clients()[0]).toBe('Northwind Logistics'));
  });

  it('says so when the inquiry was converted meanwhile', async () => {
    const user = userEvent.setup();
    showClients();
    const marion = await screen.findByTestId('inquiry-row-marion.leclerc@atelier-nord.fr');
    await user.click(
      within(marion).getByRole('button', {
        name: 'Convert the inquiry from Marion Leclerc to a client',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Convert the inquiry from Marion Leclerc',
    });
    // Another admin was quicker.
    const elsewhere = await fetch(
      '/api/admin/inquiries/8d2f4a6c-1b3e-4d5f-9a7b-0c1d2e3f4a01/convert',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ plan: 'starter', seats: 3 }),
      },
    );
    expect(elsewhere.status).toBe(201);
    await user.click(within(dialog).getByRole('button', { name: 'Convert to client' }));
    expect(await within(dialog).findByRole('alert')).toBeDefined();
    expect(
      within(dialog).getByText('This inquiry was already converted to a client'),
    ).toBeDefined();
    expect(toasts()).toEqual([]);
  });

  it('tells when the clients cannot be loaded', async () => {
    server.use(
      failingWhile(apiContract.admin.listClients, () => true, {
        status: 400,
        error: 'Invalid request',
        code: 'invalid_request',
      }),
    );
    showClients();
    const section = await screen.findByRole('region', { name: 'Enterprise clients' });
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Invalid request')).toBeDefined();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    showClients();
    await waitFor(() => expect(clients()).toEqual(['Bluepeak', 'Contoso Santé']));
    expect(screen.getByRole('heading', { level: 2, name: 'Clients entreprise' })).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Demandes du formulaire de contact' }),
    ).toBeDefined();
    expect(
      within(screen.getByTestId('client-row-Bluepeak')).getByText('Professionnel'),
    ).toBeDefined();
    expect(within(inquiry('ben.carter@bluepeak.example')).getByText('Convertie')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Nouveau client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau client' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findAllByText('Ce champ est obligatoire')).length).toBe(3);
  });
});
