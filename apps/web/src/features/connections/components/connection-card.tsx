import type { Language, ToolConnection } from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { formatRelativeTime } from '@/lib/relative-time';
import { useConnectTool } from '../api/connect-tool';
import { useRevokeTool } from '../api/revoke-tool';
import { useUseTool } from '../api/use-tool';
import { useNow } from '../lib/clock';
import { currentState, displayState, toolActions } from '../lib/connection-status';
import { formatCountdown, secondsLeft, spokenDuration } from '../lib/countdown';
import { connectionFailure, failureText } from '../lib/error-message';
import { clearToolError, setToolError, useToolError } from '../lib/tool-errors';
import { ActionButton } from './action-button';
import { RevokeDialog } from './revoke-dialog';
import { StateBadge } from './state-badge';

/**
 * One tool of the health panel: what it is, its state, when it was connected, a live countdown to
 * the token's expiry, and its actions. Each action shows a spinner on its button, blocks the
 * card's other actions while it runs, and ends with a toast.
 */
export function ConnectionCard({
  connection,
  userId,
  lang,
}: {
  connection: ToolConnection;
  userId: string;
  lang: Language;
}) {
  const { t } = useTranslation('connections');
  const { tool, name } = connection;
  const headingId = useId();
  const primary = useRef<HTMLButtonElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);

  const connect = useConnectTool();
  const test = useUseTool(userId);
  const revoke = useRevokeTool(userId);
  const error = useToolError(tool);

  const now = useNow(connection.state === 'connected' && connection.expiresAt !== null);
  const state = currentState(connection, now);
  const shown = displayState(state, { testing: test.isPending, failed: error !== null });
  const actions = toolActions(state, error !== null);
  // Connecting ends by leaving the page: the button stays busy until then.
  const connecting = connect.isPending || connect.isSuccess;
  const busy = connecting || test.isPending || revoke.isPending;

  // Back from the consent page through the browser's cache: the page is live again.
  const resetConnect = connect.reset;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetConnect();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetConnect]);

  const failed = (failure: unknown) => {
    const text = failureText(connectionFailure(failure), t);
    setToolError(tool, text);
    toast.error(text, { title: name });
  };

  const onConnect = () => connect.mutate({ tool, lang }, { onError: failed });

  const onTest = () =>
    test.mutate(
      { tool, lang },
      {
        onSuccess: (used) => {
          clearToolError(tool);
          toast.success(t(used.refreshed ? 'toasts.refreshed' : 'toasts.works'), {
            title: used.connection.name,
          });
        },
        onError: failed,
      },
    );

  const onRevoke = () => {
    setConfirming(false);
    revoke.mutate(
      { tool, lang },
      {
        onSuccess: (revoked) => {
          clearToolError(tool);
          toast.success(t('toasts.revoked'), { title: revoked.name });
          // The Revoke button goes away: its focus moves to Connect.
          const focused = document.activeElement;
          if (focused === revokeButton.current || focused === document.body)
            primary.current?.focus();
        },
        onError: failed,
      },
    );
  };

  const left = state === 'connected' ? secondsLeft(connection.expiresAt, now) : null;
  const spoken = left === null ? null : spokenDuration(left, lang);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
      data-testid="connection-card"
      data-tool={tool}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {name}
        </h2>
        <StateBadge state={shown} />
      </div>
      <p className="-mt-2 text-sm text-ink-muted">{connection.description}</p>

      {connection.scopes.length > 0 ? (
        <ul aria-label={t('card.scopes')} className="flex flex-wrap gap-1.5">
          {connection.scopes.map((scope) => (
            <li
              key={scope}
              className="rounded-md border border-line bg-surface-muted px-2 py-0.5 font-mono text-xs break-all text-ink-muted"
            >
              {scope}
            </li>
          ))}
        </ul>
      ) : null}

      {state !== 'not_connected' ? (
        <ul className="space-y-1 text-sm">
          {connection.connectedAt ? (
            <li>
              <time dateTime={connection.connectedAt}>
                {t('card.connectedSince', {
                  time: formatRelativeTime(
                    new Date(Math.min(Date.parse(connection.connectedAt), now)),
                    lang,
                    new Date(now),
                  ),
                })}
              </time>
            </li>
          ) : null}
          {left !== null && left > 0 ? (
            <li data-testid="expiry-countdown">
              <time dateTime={connection.expiresAt ?? undefined} className="tabular-nums">
                <span aria-hidden="true">
                  {t('card.expiresIn', { time: formatCountdown(left) })}
                </span>
                <span className="sr-only">
                  {spoken ? t('card.expiresInAbout', { time: spoken }) : t('card.expiresSoon')}
                </span>
              </time>
            </li>
          ) : (
            <li
              data-testid="expiry-countdown"
              className="font-medium text-amber-800 dark:text-amber-200"
            >
              {t('card.expired')}
            </li>
          )}
          <li className="text-ink-muted">
            {connection.hasRefreshToken ? t('card.refreshable') : t('card.notRefreshable')}
          </li>
        </ul>
      ) : null}

      {error ? (
        <p
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="connection-error"
        >
          {error}
        </p>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <ActionButton
          ref={primary}
          variant={actions.connect === 'connect' ? 'primary' : 'secondary'}
          busy={connecting}
          inactive={busy}
          aria-label={t(`actions.${actions.connect}Label`, { tool: name })}
          onClick={onConnect}
        >
          {t(`actions.${actions.connect}`)}
        </ActionButton>
        {actions.test ? (
          <ActionButton
            variant={state === 'expired' ? 'primary' : 'secondary'}
            busy={test.isPending}
            inactive={busy}
            aria-label={t('actions.testLabel', { tool: name })}
            onClick={onTest}
          >
            {t('actions.test')}
          </ActionButton>
        ) : null}
        {actions.revoke ? (
          <>
            <ActionButton
              ref={revokeButton}
              busy={revoke.isPending}
              inactive={busy}
              aria-label={t('actions.revokeLabel', { tool: name })}
              onClick={() => setConfirming(!busy)}
            >
              {t('actions.revoke')}
            </ActionButton>
            <RevokeDialog
              toolName={name}
              open={confirming}
              onOpenChange={(open) => setConfirming(open && !busy)}
              onConfirm={onRevoke}
            />
          </>
        ) : null}
      </div>
    </article>
  );
}
