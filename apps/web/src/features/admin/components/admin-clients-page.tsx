import {
  clientPlans,
  clientStatuses,
  ConvertInquiryRequest,
  CreateClientRequest,
  inquiryStatuses,
  type AdminInquiry,
  type Client,
  type ListClientsQuery,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField as FormSelect, TextareaField } from '@/components/form/choice-fields';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { Form, useZodForm } from '@/components/form/form';
import { EmailField, TextField as FormText } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { showToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import {
  useClients,
  useConvertInquiry,
  useInquiries,
  useSaveClient,
  useUpdateInquiry,
} from '../api/clients';
import { useCursorPages } from '../lib/cursor-pages';
import { AdminPage, AdminTable, FormDialog, tdClass, useDebouncedSearch } from './admin-page';

/** A client's name, plan and seats: the fields a new client and a converted inquiry share. */
function ClientBasicsFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <FormText name="name" label={t('clients.name')} maxLength={160} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect name="plan" label={t('clients.plan')}>
          {clientPlans.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plans.${plan}`)}
            </option>
          ))}
        </FormSelect>
        <FormText
          name="seats"
          label={t('clients.seats')}
          type="number"
          min={1}
          inputMode="numeric"
        />
      </div>
    </>
  );
}

/** New client, or the edit of one: name, plan, seats, contact, notes. */
function ClientDialog({ client, onClose }: { client: Client | 'new'; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveClient();
  const editing = client === 'new' ? null : client;
  const form = useZodForm(CreateClientRequest, {
    defaultValues: editing
      ? {
          name: editing.name,
          plan: editing.plan,
          seats: editing.seats,
          contactName: editing.contactName,
          contactEmail: editing.contactEmail,
          notes: editing.notes,
        }
      : { name: '', plan: 'starter', seats: 5, contactName: '', contactEmail: '', notes: '' },
  });
  return (
    <FormDialog
      title={editing ? t('clients.editTitle', { name: editing.name }) : t('clients.newTitle')}
      testId="client-dialog"
      onClose={onClose}
    >
      <Form
        form={form}
        ns="admin"
        className="mt-4 grid gap-3"
        onSubmit={(body) =>
          save.mutate(
            { id: editing?.id, body },
            {
              onSuccess: (saved) => {
                showToast('success', t('clients.saved', { name: saved.name }));
                onClose();
              },
            },
          )
        }
      >
        <ClientBasicsFields />
        <FormText name="contactName" label={t('clients.contactName')} maxLength={120} />
        <EmailField name="contactEmail" label={t('clients.contactEmail')} />
        <TextareaField name="notes" label={t('clients.notes')} rows={3} maxLength={5000} />
        {save.isError ? <FormAlert>{t('errors.generic')}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton pending={save.isPending} pendingLabel={t('saving')}>
            {t('save')}
          </SubmitButton>
        </div>
      </Form>
    </FormDialog>
  );
}

function ConvertDialog({ inquiry, onClose }: { inquiry: AdminInquiry; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const convert = useConvertInquiry();
  const form = useZodForm(ConvertInquiryRequest, {
    defaultValues: { name: inquiry.company ?? inquiry.name, plan: 'professional', seats: 10 },
  });
  return (
    <FormDialog
      title={t('inquiries.convertTitle', { name: inquiry.name })}
      testId="convert-dialog"
      onClose={onClose}
    >
      <Form
        form={form}
        ns="admin"
        className="mt-4 grid gap-3"
        onSubmit={(body) =>
          convert.mutate(
            { id: inquiry.id, body },
            {
              onSuccess: (client) => {
                showToast('success', t('inquiries.converted', { name: client.name }));
                onClose();
              },
            },
          )
        }
      >
        <ClientBasicsFields />
        {convert.isError ? (
          <FormAlert>
            {convert.error instanceof ApiError && convert.error.status === 409
              ? t('inquiries.alreadyConverted')
              : t('errors.generic')}
          </FormAlert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton pending={convert.isPending} pendingLabel={t('saving')}>
            {t('inquiries.convert')}
          </SubmitButton>
        </div>
      </Form>
    </FormDialog>
  );
}

function ClientsSection() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [status, setStatus] = useState('active');
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const pages = useCursorPages();
  const save = useSaveClient();
  const search = useDebouncedSearch(pages.reset);
  const q = search.applied;
  const query: ListClientsQuery = { limit: 20 };
  if (q) query.q = q;
  const chosen = clientStatuses.find((s) => s === status);
  if (chosen) query.status = chosen;
  if (pages.cursor) query.cursor = pages.cursor;
  const clients = useClients(query);
  return (
    <section aria-labelledby="clients-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="clients-title" className="text-xl font-semibold">
          {t('clients.title')}
        </h2>
        <Button onClick={() => setEditing('new')}>{t('clients.new')}</Button>
      </div>
      <div
        role="search"
        aria-label={t('clients.filters')}
        className="mt-4 grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-[1fr_12rem]"
      >
        <TextField
          label={t('clients.search')}
          type="search"
          value={search.text}
          maxLength={100}
          onChange={(event) => search.setText(event.target.value)}
        />
        <StatusFilter
          label={t('clients.status')}
          all={t('clients.allStatuses')}
          statuses={clientStatuses.map((s) => [s, t(`clientStatuses.${s}`)])}
          value={status}
          onChange={setStatus}
          pages={pages}
        />
      </div>
      <div className="mt-4">
        <AdminTable
          query={clients}
          items={(data) => data.items}
          label={t('clients.title')}
          columns={[
            t('clients.name'),
            t('clients.plan'),
            t('clients.seats'),
            t('clients.contact'),
            t('clients.status'),
            t('actionsColumn'),
          ]}
          empty={{ title: t('clients.empty'), text: t('clients.emptyText') }}
          pager={{ pages, nextCursor: (data) => data.nextCursor, label: t('clients.pages') }}
        >
          {(data) =>
            data.items.map((client) => (
              <tr key={client.id} data-testid={`client-row-${client.name}`}>
                <td className={tdClass}>
                  <div className="font-medium">{client.name}</div>
                  <div className="text-ink-muted">{formatDate(client.createdAt, lang)}</div>
                </td>
                <td className={tdClass}>{t(`plans.${client.plan}`)}</td>
                <td className={tdClass}>{client.seats}</td>
                <td className={tdClass}>
                  <div>{client.contactName}</div>
                  <div className="text-ink-muted">{client.contactEmail}</div>
                </td>
                <td className={tdClass}>{t(`clientStatuses.${client.status}`)}</td>
                <td className={`${tdClass} flex flex-wrap gap-2`}>
                  <Button
                    variant="secondary"
                    aria-label={t('clients.editNamed', { name: client.name })}
                    onClick={() => setEditing(client)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={save.isPending}
                    aria-label={t(
                      client.status === 'active' ? 'clients.archiveNamed' : 'clients.restoreNamed',
                      { name: client.name },
                    )}
                    onClick={() =>
                      save.mutate(
                        {
                          id: client.id,
                          body: {
                            status: client.status === 'active' ? 'archived' : 'active',
                          },
                        },
                        {
                          onSuccess: (saved) =>
                            showToast('success', t('clients.saved', { name: saved.name })),
                        },
                      )
                    }
                  >
                    {t(client.status === 'active' ? 'clients.archive' : 'clients.restore')}
                  </Button>
                </td>
              </tr>
            ))
          }
        </AdminTable>
      </div>
      {editing ? <ClientDialog client={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function InquiriesSection() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [status, setStatus] = useState('');
  const [converting, setConverting] = useState<AdminInquiry | null>(null);
  const pages = useCursorPages();
  const update = useUpdateInquiry();
  const chosen = inquiryStatuses.find((s) => s === status);
  const inquiries = useInquiries({
    ...(chosen ? { status: chosen } : {}),
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  return (
    <section aria-labelledby="inquiries-title" className="mt-10">
      <h2 id="inquiries-title" className="text-xl font-semibold">
        {t('inquiries.title')}
      </h2>
      <div className="mt-4 max-w-xs">
        <StatusFilter
          label={t('inquiries.status')}
          all={t('inquiries.allStatuses')}
          statuses={inquiryStatuses.map((s) => [s, t(`inquiryStatuses.${s}`)])}
          value={status}
          onChange={setStatus}
          pages={pages}
        />
      </div>
      <div className="mt-4">
        <AdminTable
          query={inquiries}
          items={(data) => data.items}
          label={t('inquiries.title')}
          columns={[
            t('inquiries.from'),
            t('inquiries.message'),
            t('inquiries.status'),
            t('actionsColumn'),
          ]}
          empty={{ title: t('inquiries.empty') }}
          pager={{ pages, nextCursor: (data) => data.nextCursor, label: t('inquiries.pages') }}
        >
          {(data) =>
            data.items.map((inquiry) => (
              <tr key={inquiry.id} data-testid={`inquiry-row-${inquiry.email}`}>
                <td className={tdClass}>
                  <div className="font-medium">{inquiry.name}</div>
                  <div className="text-ink-muted">{inquiry.email}</div>
                  <div className="text-ink-muted">
                    {inquiry.company ?? ''} · {formatDate(inquiry.createdAt, lang)}
                  </div>
                </td>
                <td className={`${tdClass} max-w-md whitespace-pre-line`}>{inquiry.message}</td>
                <td className={tdClass}>
                  {inquiry.status === 'converted' ? (
                    t('inquiryStatuses.converted')
                  ) : (
                    <>
                      <label className="sr-only" htmlFor={`inquiry-${inquiry.id}`}>
                        {t('inquiries.statusOf', { name: inquiry.name })}
                      </label>
                      <select
                        id={`inquiry-${inquiry.id}`}
                        value={inquiry.status}
                        disabled={update.isPending}
                        onChange={(event) => {
                          const next = (['new', 'contacted', 'closed'] as const).find(
                            (s) => s === event.target.value,
                          );
                          if (next) update.mutate({ id: inquiry.id, status: next });
                        }}
                        className="rounded-lg border border-line bg-surface px-2 py-1"
                      >
                        {(['new', 'contacted', 'closed'] as const).map((s) => (
                          <option key={s} value={s}>
                            {t(`inquiryStatuses.${s}`)}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                </td>
                <td className={tdClass}>
                  {inquiry.status !== 'converted' ? (
                    <Button
                      variant="secondary"
                      aria-label={t('inquiries.convertNamed', { name: inquiry.name })}
                      onClick={() => setConverting(inquiry)}
                    >
                      {t('inquiries.convert')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))
          }
        </AdminTable>
      </div>
      {converting ? (
        <ConvertDialog inquiry={converting} onClose={() => setConverting(null)} />
      ) : null}
    </section>
  );
}

/** /admin/clients: enterprise accounts, and the contact form's inquiries to turn into clients. */
export default function AdminClientsPage() {
  return (
    <AdminPage titleKey="pages.adminClients">
      <ClientsSection />
      <InquiriesSection />
    </AdminPage>
  );
}

/** A list's status filter: every status, or one (the list goes back to its first page). */
function StatusFilter({
  label,
  all,
  statuses,
  value,
  onChange,
  pages,
}: {
  label: string;
  /** The choice of every status. */
  all: string;
  /** Each status and its name. */
  statuses: [string, string][];
  value: string;
  onChange: (value: string) => void;
  pages: { reset: () => void };
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={(chosen) => {
        onChange(chosen);
        pages.reset();
      }}
    >
      <option value="">{all}</option>
      {statuses.map(([status, name]) => (
        <option key={status} value={status}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
