import type { AdminUser } from '@app/contracts';
import { roles, userSorts, userStatuses } from '@app/contracts/admin-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { showToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { usersQuery, useUpdateUser, useUsers } from '../api/users';
import { useCursorPages } from '../lib/cursor-pages';
import { AdminPage, AdminTable, tdClass, useDebouncedSearch } from './admin-page';
import { InviteUser } from './invite-user';

function UserRow({ user, self }: { user: AdminUser; self: boolean }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState(false);
  const change = (body: Parameters<typeof update.mutate>[0]['change'], done: string) =>
    update.mutate(
      { id: user.id, change: body },
      {
        onSuccess: () => showToast('success', done),
        onError: (error) =>
          showToast(
            'error',
            error instanceof ApiError && error.body?.code === 'last_admin'
              ? t('users.lastAdmin')
              : t('errors.generic'),
          ),
      },
    );
  const name = user.fullName ?? user.email;
  // An invitation not completed yet: nothing to change until the account exists.
  const invited = user.status === 'invited';
  return (
    <tr data-testid={`user-row-${user.email}`}>
      <td className={tdClass}>
        <div className="font-medium">{user.email}</div>
        <div className="text-ink-muted">{user.fullName ?? '—'}</div>
      </td>
      <td className={tdClass}>
        <label className="sr-only" htmlFor={`role-${user.id}`}>
          {t('users.roleOf', { name })}
        </label>
        <select
          id={`role-${user.id}`}
          value={user.role}
          disabled={update.isPending || invited}
          onChange={(event) => {
            const role = roles.find((r) => r === event.target.value);
            if (role) change({ role }, t('users.roleChanged', { name, role: t(`roles.${role}`) }));
          }}
          className="rounded-lg border border-line bg-surface px-2 py-1"
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td className={tdClass}>
        <span
          className={
            user.status === 'disabled'
              ? 'font-semibold text-red-700 dark:text-red-300'
              : invited
                ? 'text-ink-muted'
                : ''
          }
        >
          {t(`statuses.${user.status}`)}
        </span>
      </td>
      <td className={tdClass}>
        {invited
          ? t('users.invitedOn', { date: formatDate(user.createdAt, lang) })
          : formatDate(user.createdAt, lang)}
      </td>
      <td className={tdClass}>
        {invited ? (
          <span className="text-ink-muted">{t('users.awaitingAccount')}</span>
        ) : user.status === 'active' ? (
          <Button
            variant="secondary"
            disabled={update.isPending || self}
            aria-label={t('users.disableNamed', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('users.disable')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={update.isPending}
            aria-label={t('users.enableNamed', { name })}
            onClick={() => change({ status: 'active' }, t('users.enabled', { name }))}
          >
            {t('users.enable')}
          </Button>
        )}
        {/* Disabling signs the person out everywhere at once: asked first. */}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('users.disableTitle', { name })}
          text={t('users.disableText')}
          cancel={{ label: t('cancel') }}
          confirm={{ label: t('users.disable') }}
          onConfirm={() => {
            setConfirming(false);
            change({ status: 'disabled' }, t('users.disabled', { name }));
          }}
        />
      </td>
    </tr>
  );
}

/** /admin/users: search, filters, sort and keyset pages; role, disable and invite. */
function AdminUsersScreen() {
  const { t } = useTranslation('admin');
  const { user: me } = useSession();
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<(typeof userSorts)[number]>('newest');
  const pages = useCursorPages();
  const search = useDebouncedSearch(pages.reset);
  const q = search.applied;

  const users = useUsers(
    usersQuery({
      sort,
      q,
      role: roles.find((r) => r === role),
      status: userStatuses.find((s) => s === status),
      cursor: pages.cursor,
    }),
  );
  const filter = (apply: () => void) => {
    apply();
    pages.reset();
  };

  return (
    <>
      <InviteUser />
      <div
        role="search"
        aria-label={t('users.filters')}
        className="mt-6 grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_12rem]"
      >
        <TextField
          label={t('users.search')}
          type="search"
          value={search.text}
          maxLength={100}
          onChange={(event) => search.setText(event.target.value)}
        />
        <SelectField
          label={t('users.role')}
          value={role}
          onValueChange={(value) => filter(() => setRole(value))}
        >
          <option value="">{t('users.allRoles')}</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.status')}
          value={status}
          onValueChange={(value) => filter(() => setStatus(value))}
        >
          <option value="">{t('users.allStatuses')}</option>
          {userStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.sort')}
          value={sort}
          onValueChange={(value) =>
            filter(() => setSort(userSorts.find((s) => s === value) ?? 'newest'))
          }
        >
          {userSorts.map((s) => (
            <option key={s} value={s}>
              {t(`users.sorts.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4">
        <AdminTable
          query={users}
          items={(data) => data.items}
          label={t('users.table')}
          columns={[
            t('users.user'),
            t('users.role'),
            t('users.status'),
            t('users.joined'),
            t('actionsColumn'),
          ]}
          empty={{ title: t('users.empty'), text: t('users.emptyText') }}
          pager={{ pages, nextCursor: (data) => data.nextCursor, label: t('users.pages') }}
        >
          {(data) =>
            data.items.map((user) => (
              <UserRow key={user.id} user={user} self={user.id === me?.id} />
            ))
          }
        </AdminTable>
      </div>
    </>
  );
}

/** The screen's reads start only once AdminPage knows the caller is an Admin. */
export default function AdminUsersPage() {
  return (
    <AdminPage titleKey="pages.adminUsers">
      <AdminUsersScreen />
    </AdminPage>
  );
}
