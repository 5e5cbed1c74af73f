import {
  auditActions,
  type AuditAction,
  type AuditEntry,
  type ListAuditQuery,
} from '@app/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { exportUrl, useAuditLog } from '../api/audit-log';
import { useCursorPages } from '../lib/cursor-pages';
import { AdminPage, AdminTable, tdClass } from './admin-page';
import { languageOf } from '@/lib/use-lang';
import { dateTimeFormat } from '@/lib/intl';

const refusals = new Set<AuditAction>(['admin.refused', 'user.change_refused']);

/** A date input's day as the first or last instant of that day, UTC. */
const dayBound = (day: string, end: boolean) =>
  day ? `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : undefined;

/** /admin/logs: the audit log, filtered by actor, action and dates, paged, exported as CSV. */
function AdminLogsScreen() {
  const { t, i18n } = useTranslation('admin');
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const pages = useCursorPages();
  const filters: Omit<ListAuditQuery, 'cursor' | 'limit'> = {};
  if (actor.trim()) filters.actor = actor.trim();
  const chosen = auditActions.find((a) => a === action);
  if (chosen) filters.action = chosen;
  const fromBound = dayBound(from, false);
  const toBound = dayBound(to, true);
  if (fromBound) filters.from = fromBound;
  if (toBound) filters.to = toBound;
  const log = useAuditLog({
    ...filters,
    limit: 50,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  const filter = (apply: () => void) => {
    apply();
    pages.reset();
  };
  const time = dateTimeFormat(languageOf(i18n) === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  /** What an entry's details say to a reader: a moderation's reason, a refusal's answer. */
  const detailLines = ({ action, details }: AuditEntry): string[] => {
    const lines: string[] = [];
    if (typeof details.reason === 'string')
      lines.push(t('logs.reason', { reason: details.reason }));
    if (details.code === 'last_admin') lines.push(t('logs.lastAdmin'));
    if (typeof details.status === 'number' && refusals.has(action))
      lines.push(t('logs.refusedWith', { status: details.status }));
    if (action === 'admin.refusals_muted' && typeof details.until === 'string')
      lines.push(
        t('logs.muted', {
          limit: details.perMinute,
          until: time.format(new Date(details.until)),
        }),
      );
    return lines;
  };
  return (
    <>
      <div
        role="search"
        aria-label={t('logs.filters')}
        className="grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_10rem_10rem_auto] lg:items-end"
      >
        <TextField
          label={t('logs.actor')}
          type="search"
          value={actor}
          maxLength={254}
          placeholder={t('logs.actorPlaceholder')}
          onChange={(event) => filter(() => setActor(event.target.value))}
        />
        <SelectField
          label={t('logs.action')}
          value={action}
          onValueChange={(value) => filter(() => setAction(value))}
        >
          <option value="">{t('logs.allActions')}</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {t(`actions.${a.replace('.', '_')}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('logs.from')}
          type="date"
          value={from}
          onChange={(event) => filter(() => setFrom(event.target.value))}
        />
        <TextField
          label={t('logs.to')}
          type="date"
          value={to}
          onChange={(event) => filter(() => setTo(event.target.value))}
        />
        <a className={buttonClass('secondary')} href={exportUrl(filters)} download>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('logs.export')}
        </a>
      </div>
      <div className="mt-4">
        <AdminTable
          query={log}
          items={(data) => data.items}
          label={t('logs.table')}
          columns={[
            t('logs.time'),
            t('logs.actor'),
            t('logs.action'),
            t('logs.target'),
            t('logs.address'),
          ]}
          empty={{ title: t('logs.empty'), text: t('logs.emptyText') }}
          pager={{ pages, nextCursor: (data) => data.nextCursor, label: t('logs.pages') }}
        >
          {(data) =>
            data.items.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
                </td>
                <td className={tdClass}>{entry.actor.email ?? '—'}</td>
                <td className={tdClass} data-testid="audit-action">
                  {t(`actions.${entry.action.replace('.', '_')}`)}
                </td>
                <td className={tdClass}>
                  {entry.target.label || '—'}
                  {detailLines(entry).map((line) => (
                    <div key={line} className="text-ink-muted">
                      {line}
                    </div>
                  ))}
                </td>
                <td className={tdClass}>{entry.ip ?? '—'}</td>
              </tr>
            ))
          }
        </AdminTable>
      </div>
    </>
  );
}

/** The screen's reads start only once AdminPage knows the caller is an Admin. */
export default function AdminLogsPage() {
  return (
    <AdminPage titleKey="pages.adminLogs">
      <AdminLogsScreen />
    </AdminPage>
  );
}
