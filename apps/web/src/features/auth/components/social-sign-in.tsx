import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-status';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';
import { useProviders } from '../api/list-providers';
import { useStartOAuth } from '../api/start-oauth';
import { errorText } from '../lib/api-error';

/**
 * One button per social identity provider the BFF offers; nothing when it offers none. A click
 * asks the BFF for the provider's URL and leaves for it.
 */
export function SocialSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  const providers = useProviders();
  const start = useStartOAuth();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  // Rendered ahead on the sign-in page: a click counts once the page's code runs.
  const hydrated = useHydrated();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const busy = start.isPending || leavingFor !== null;

  return (
    <div className="mt-6" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-xs text-ink-muted uppercase">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        {t('login.or')}
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </div>
      <div className="mt-4 flex flex-col gap-2">
        {list.map((provider) => {
          const pending = start.variables?.provider === provider.id && busy;
          return (
            <Button
              key={provider.id}
              variant="secondary"
              className="w-full py-2.5"
              disabled={busy || !hydrated}
              onClick={() =>
                start.mutate(
                  { provider: provider.id, redirect },
                  {
                    onSuccess: ({ url }) => {
                      setLeavingFor(provider.id);
                      window.location.assign(url);
                    },
                  },
                )
              }
            >
              {pending ? <Spinner className="h-4 w-4" /> : null}
              {t('login.continueWith', { provider: provider.name })}
            </Button>
          );
        })}
      </div>
      {start.isError ? (
        <div className="mt-3">
          <FormAlert>{errorText(t, start.error)}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}
