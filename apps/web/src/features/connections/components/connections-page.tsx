import type { ToolConnection } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { useConnections } from '../api/get-connections';
import { useNow } from '../lib/clock';
import { currentState } from '../lib/connection-status';
import { connectionFailure, failureText } from '../lib/error-message';
import { ActionButton } from './action-button';
import { ConnectionCard } from './connection-card';
import { ConnectionsSkeleton } from './connections-skeleton';
import { NoSessionState } from './no-session-state';

/** How many tools are in each state, as the badges show them now. */
function Summary({ tools }: { tools: ToolConnection[] }) {
  const { t } = useTranslation('connections');
  const now = useNow(tools.some((tool) => tool.state === 'connected' && tool.expiresAt !== null));
  const count = { connected: 0, expired: 0, not_connected: 0 };
  for (const tool of tools) count[currentState(tool, now)] += 1;
  const item = 'inline-flex items-center gap-1.5';
  return (
    <ul
      aria-label={t('summary.label')}
      className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted"
      data-testid="connections-summary"
    >
      <li className={item}>
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
        {t('summary.connected', { count: count.connected })}
      </li>
      <li className={item}>
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-500" />
        {t('summary.expired', { count: count.expired })}
      </li>
      <li className={item}>
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-ink-muted/50" />
        {t('summary.notConnected', { count: count.not_connected })}
      </li>
    </ul>
  );
}

function ConnectionsList({ userId }: { userId: string }) {
  const { t } = useTranslation('connections');
  const lang = useLang();
  const query = useConnections(userId, lang);

  if (query.data === undefined) {
    if (!query.isError) return <ConnectionsSkeleton />;
    const failure = connectionFailure(query.error);
    if (failure.kind === 'no-session') return <NoSessionState />;
    // The agent server (or the BFF) is down: this page says so; the rest of the dashboard works.
    return (
      <div data-testid="connections-error">
        <StateMessage tone="error" title={t('errors.loadTitle')} text={failureText(failure, t)}>
          <ActionButton
            variant="primary"
            busy={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('retry')}
          </ActionButton>
        </StateMessage>
      </div>
    );
  }

  const tools = query.data;
  if (tools.length === 0)
    return (
      <div data-testid="connections-empty">
        <StateMessage title={t('empty.title')} text={t('empty.text')} />
      </div>
    );
  return (
    <>
      <Summary tools={tools} />
      <ul aria-label={t('listLabel')} className="mt-6 grid gap-4 lg:grid-cols-2">
        {tools.map((connection) => (
          <li key={connection.tool}>
            <ConnectionCard connection={connection} userId={userId} lang={lang} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /dashboard/tools: the connection health panel. Every external tool with its state, a live
 * countdown to its token's expiry, and Connect / Reconnect, Test connection and Revoke.
 */
export default function ConnectionsPage() {
  const { t } = useTranslation('connections');
  const { user } = useSession();
  const title = t('pages.dashboardTools', { ns: 'common' });
  return (
    <div className="mx-auto max-w-5xl" data-testid="connections-page">
      <PageMeta title={title} description={t('intro')} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('intro')}</p>
      {user ? <ConnectionsList key={user.id} userId={user.id} /> : <NoSessionState />}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
