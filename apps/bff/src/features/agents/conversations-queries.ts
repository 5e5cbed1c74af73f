import type {
  AgentConversation,
  AgentConversationSummary,
  AnswerCitation,
  AnswerStatus,
  AnswerUsage,
} from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const TITLE_MAX = 100;

/** One exchange to keep: the question, then the answer with what it cites and used. */
export interface Exchange {
  question: string;
  answer: string;
  status: AnswerStatus;
  citations: AnswerCitation[];
  usage: AnswerUsage;
}

/**
 * A person's conversations with an agent. Every statement names the agent and the person: a
 * conversation is found only by whoever holds it, so another person's is simply not there (404).
 */
export function createConversationQueries(db: Kysely<DB>) {
  const mine = (agentId: string, userId: string) =>
    db
      .selectFrom('agent_conversations as c')
      .where('c.agent_id', '=', agentId)
      .where('c.user_id', '=', userId);

  const summary = (row: {
    id: string;
    title: string;
    message_count: number;
    created_at: Date | string;
    updated_at: Date | string;
  }): AgentConversationSummary => ({
    id: row.id,
    title: row.title,
    messageCount: Number(row.message_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  });

  const withCount = sql<number>`(select count(*)::int from agent_messages m where m.conversation_id = c.id)`;

  return {
    async list(agentId: string, userId: string): Promise<AgentConversationSummary[]> {
      const rows = await mine(agentId, userId)
        .select(['c.id', 'c.title', 'c.created_at', 'c.updated_at', withCount.as('message_count')])
        .orderBy('c.updated_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(100)
        .execute();
      return rows.map(summary);
    },

    async exists(agentId: string, userId: string, id: string): Promise<boolean> {
      const row = await mine(agentId, userId)
        .select('c.id')
        .where('c.id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async get(agentId: string, userId: string, id: string): Promise<AgentConversation | null> {
      const row = await mine(agentId, userId)
        .select(['c.id', 'c.title', 'c.created_at', 'c.updated_at', withCount.as('message_count')])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const messages = await db
        .selectFrom('agent_messages')
        .select(['id', 'role', 'content', 'status', 'citations', 'created_at'])
        .where('conversation_id', '=', id)
        .orderBy('position')
        .execute();
      return {
        ...summary(row),
        messages: messages.map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          status: message.status,
          citations: message.citations as AnswerCitation[],
          createdAt: iso(message.created_at),
        })),
      };
    },

    /** The turns so far, oldest first (the newest 40 at most: the engine bounds them further). */
    async turns(id: string) {
      const rows = await db
        .selectFrom('agent_messages')
        .select(['role', 'content'])
        .where('conversation_id', '=', id)
        .orderBy('position', 'desc')
        .limit(40)
        .execute();
      return rows.reverse();
    },

    async remove(agentId: string, userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('agent_conversations')
        .where('id', '=', id)
        .where('agent_id', '=', agentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Keeps an exchange, making the conversation with its first question when it is new: one
     * statement (the conversation's row, then both messages after its last one), so an answer
     * costs the database one round trip, not a transaction of five.
     */
    async append(agentId: string, userId: string, id: string, exchange: Exchange) {
      const title = exchange.question.replace(/\s+/g, ' ').slice(0, TITLE_MAX);
      await sql`
        with conversation as (
          insert into agent_conversations (id, agent_id, user_id, title)
          values (${id}, ${agentId}, ${userId}, ${title})
          on conflict (id) do update set updated_at = now()
          returning id
        ), next as (
          select coalesce(max(position), 0) + 1 as position
          from agent_messages where conversation_id = ${id}
        )
        insert into agent_messages
          (conversation_id, position, role, content, status, citations,
           prompt_tokens, completion_tokens, usage_measured)
        select conversation.id, next.position + turn.step, turn.role, turn.content, turn.status,
          turn.citations::jsonb, turn.prompt_tokens, turn.completion_tokens, turn.usage_measured
        from conversation, next, (values
          (0, 'user', ${exchange.question}, null, '[]', 0, 0, 'none'),
          (1, 'assistant', ${exchange.answer}, ${exchange.status}, ${JSON.stringify(exchange.citations)},
            ${exchange.usage.promptTokens}::int, ${exchange.usage.completionTokens}::int,
            ${exchange.usage.measured})
        ) as turn (step, role, content, status, citations, prompt_tokens, completion_tokens,
          usage_measured)
      `.execute(db);
    },
  };
}
export type ConversationQueries = ReturnType<typeof createConversationQueries>;
