import { AgentToolId } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { toast, Toaster } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useLang } from '@/lib/use-lang';
import { useCompleteConnection } from '../api/complete-connection';
import { cachedToolName } from '../api/get-connections';
import { connectionFailure, failureText } from '../lib/error-message';
import { takeOAuthState, type OAuthStateCheck } from '../lib/oauth-state';
import { clearToolError, setToolError } from '../lib/tool-errors';
import { NoSessionState } from './no-session-state';

const TOOLS_PATH = '/dashboard/tools';

/**
 * The stored pair is taken (checked and removed) once per returned state. Rendering twice (React's
 * strict mode) gets the same verdict; once the attempt has been acted on, the same URL opened
 * again is refused.
 */
const verdicts = new Map<string, OAuthStateCheck>();
const spent: OAuthStateCheck = { ok: false, reason: 'missing' };
const verdictKey = (tool: string, state: string | null) => `${tool}\n${state ?? ''}`;
function verdictFor(tool: AgentToolId, state: string | null): OAuthStateCheck {
  const key = verdictKey(tool, state);
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = takeOAuthState(tool, state);
    verdicts.set(key, verdict);
  }
  return verdict;
}

function InvalidAttempt() {
  const { t } = useTranslation('connections');
  return (
    <div data-testid="connection-invalid">
      <StateMessage
        headingLevel={1}
        tone="error"
        title={t('errors.invalidAttempt')}
        text={t('errors.invalidAttemptText')}
      >
        <ButtonLink to={TOOLS_PATH}>{t('callback.back')}</ButtonLink>
      </StateMessage>
    </div>
  );
}

function CompleteConnection({
  tool,
  userId,
  code,
  state,
  providerError,
}: {
  tool: AgentToolId;
  userId: string;
  code: string | null;
  state: string | null;
  providerError: string | null;
}) {
  const { t } = useTranslation('connections');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const complete = useCompleteConnection(userId);
  const { mutate } = complete;
  const [verdict] = useState(() => verdictFor(tool, state));
  const [name] = useState(() => cachedToolName(queryClient, tool));
  const started = useRef(false);
  const usable = verdict.ok && (providerError !== null || code !== null);

  useEffect(() => {
    if (started.current || !usable) return;
    started.current = true;
    verdicts.set(verdictKey(tool, state), spent);
    const backToTools = () => void navigate(TOOLS_PATH, { replace: true });

    if (providerError !== null) {
      // Consent refused (or the provider failed): the tool shows the error, and a toast says so.
      const text =
        providerError === 'access_denied' ? t('errors.denied') : t('errors.providerError');
      setToolError(tool, text);
      toast.error(providerError === 'access_denied' ? t('toasts.denied') : text, { title: name });
      backToTools();
      return;
    }
    mutate(
      { tool, code: code!, state: state!, lang },
      {
        onSuccess: (connection) => {
          clearToolError(tool);
          toast.success(t('toasts.connected', { tool: connection.name }));
          backToTools();
        },
        onError: (error) => {
          const failure = connectionFailure(error);
          // Signed out: this page says so, with a way to sign in again.
          if (failure.kind === 'no-session') return;
          const text = failureText(failure, t);
          setToolError(tool, text);
          toast.error(text, { title: name });
          backToTools();
        },
      },
    );
  }, [usable, tool, state, code, providerError, lang, name, navigate, mutate, t]);

  if (!usable) return <InvalidAttempt />;
  if (complete.isError && connectionFailure(complete.error).kind === 'no-session')
    return <NoSessionState headingLevel={1} />;
  return (
    <div
      className="flex flex-col items-center gap-4 py-16 text-center"
      data-testid="connection-completing"
    >
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('callback.title', { tool: name })}
      </h1>
      <div role="status" className="flex items-center gap-3 text-ink-muted">
        <Spinner />
        <span>{t('callback.working', { tool: name })}</span>
      </div>
    </div>
  );
}

/**
 * /dashboard/tools/callback/:tool: where the consent page sends the browser back, with
 * `?code=&state=` or `?error=access_denied&state=`. The state must match the pair stored for this
 * tool less than 10 minutes ago (spec §3), else the attempt is refused without calling the server.
 */
export default function ConnectionCallbackPage() {
  const { t } = useTranslation('connections');
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const tool = AgentToolId.safeParse(params.tool);
  const title = t('pages.dashboardTools', { ns: 'common' });
  // The attempt's pair is in this browser's sessionStorage: a page the BFF rendered shows it
  // waiting, and the browser checks the attempt once the page is hydrated (ADR 067).
  const hydrated = useHydrated();

  return (
    <div className="mx-auto max-w-3xl" data-testid="connection-callback">
      <PageMeta title={title} />
      {!hydrated ? (
        <LoadingState />
      ) : !tool.success ? (
        <InvalidAttempt />
      ) : !user ? (
        <NoSessionState headingLevel={1} />
      ) : (
        <CompleteConnection
          key={location.key}
          tool={tool.data}
          userId={user.id}
          code={search.get('code')}
          state={search.get('state')}
          providerError={search.get('error')}
        />
      )}
      <Toaster label={t('toasts.region')} dismissLabel={t('toasts.dismiss')} />
    </div>
  );
}
