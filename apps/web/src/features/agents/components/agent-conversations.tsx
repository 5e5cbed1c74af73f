import type { AgentConversationSummary } from '@app/contracts';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLang } from '@/lib/use-lang';
import { useConversations, useDeleteConversation } from '../api/conversations';
import { agentErrorText } from '../lib/agent-errors';

/**
 * The reader's own conversations with the agent, newest first: reopen one in "Try it", start a
 * new one, or delete one. Nobody else's are listed (the BFF keeps each person's apart).
 */
export function AgentConversations({
  agentId,
  userId,
  openedId,
  onOpen,
  onNew,
}: {
  agentId: string;
  userId: string;
  openedId: string | null;
  onOpen: (conversationId: string) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('agents');
  const lang = useLang();
  const titleId = useId();
  const list = useConversations(userId, agentId);
  const remove = useDeleteConversation(userId, agentId);
  const when = (conversation: AgentConversationSummary) =>
    new Date(conversation.updatedAt).toLocaleString(lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="agent-conversations"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('conversations.title')}
        </h2>
        <Button type="button" variant="ghost" onClick={onNew} className="text-sm">
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('conversations.new')}
        </Button>
      </div>
      {list.isPending ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          {t('conversations.loading')}
        </p>
      ) : list.isError ? (
        <div role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('conversations.loadFailed')}{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            {t('conversations.retry')}
          </button>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('conversations.empty')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {list.data.items.map((conversation) => (
            <li
              key={conversation.id}
              className={`flex items-center gap-2 rounded-lg px-2 py-1 ${conversation.id === openedId ? 'bg-surface-muted' : ''}`}
            >
              <button
                type="button"
                className="flex min-w-0 flex-1 flex-col items-start text-left text-sm hover:underline"
                aria-current={conversation.id === openedId || undefined}
                onClick={() => onOpen(conversation.id)}
              >
                <span className="w-full truncate font-medium">{conversation.title}</span>
                <span className="text-xs text-ink-muted">
                  {t('conversations.meta', {
                    when: when(conversation),
                    count: conversation.messageCount,
                  })}
                </span>
              </button>
              <button
                type="button"
                className="rounded p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
                aria-label={t('conversations.delete', { title: conversation.title })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(conversation.id, {
                    onSuccess: () => {
                      if (conversation.id === openedId) onNew();
                    },
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {agentErrorText(remove.error, t)}
        </p>
      ) : null}
    </section>
  );
}
