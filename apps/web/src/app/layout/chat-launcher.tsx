import { MessageSquare, X } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazy } from '@/lib/lazy';
import { useHydrated } from '@/lib/use-hydrated';

// The panel (and the API client it needs) loads on first open.
const ChatPanel = lazy(() => import('@/features/chat/components/chat-panel'));
const QueryLayer = lazy(() => import('../query-layer'));

/** The floating support chat, on every page: closed (a button) or open (the panel). */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <QueryLayer>
            <ChatPanel onClose={close} />
          </QueryLayer>
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        // Nothing to do before the page is hydrated (ADR 034): not offered until then.
        disabled={!hydrated}
        aria-expanded={open}
        aria-label={open ? t('chat.close') : t('chat.open')}
        data-testid="chat-launcher"
        className={`fixed right-5 bottom-5 z-40 h-14 w-14 place-items-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 ${open ? 'hidden sm:grid' : 'grid'}`}
      >
        {open ? <X className="h-6 w-6" /> : <MessageSquare className="h-6 w-6" />}
      </button>
    </>
  );
}
