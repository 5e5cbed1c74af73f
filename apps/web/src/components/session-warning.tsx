import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

// Dismissed for the page (until the next full load), in every layout that shows the banner.
let dismissed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isDismissed = () => dismissed;
function dismiss() {
  dismissed = true;
  for (const listener of listeners) listener();
}

/**
 * The spec's warning when the agent authentication server failed at sign-in (§4): the user is
 * signed in, some features may be limited. The live region is always there, so screen readers
 * announce the text when it appears.
 */
export function SessionWarning() {
  const { t } = useTranslation();
  const { warning } = useSession();
  const hidden = useSyncExternalStore(subscribe, isDismissed, isDismissed);
  const show = warning === 'agent_auth_unavailable' && !hidden;
  return (
    <div
      data-testid="session-warning"
      className={
        show
          ? 'border-b border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          : undefined
      }
    >
      <div className={show ? 'mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6' : ''}>
        <p role="status" className={show ? 'flex-1 text-sm font-medium' : 'sr-only'}>
          {show ? t('sessionWarning.text') : null}
        </p>
        {show ? (
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('sessionWarning.dismiss')}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-amber-100 dark:hover:bg-amber-900"
          >
            <X className="h-4 w-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
