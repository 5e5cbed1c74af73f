import {
  type ActivityItem,
  type AnalyticsDay,
  type AnalyticsEventKind,
  analyticsEventKinds,
  type AnalyticsPeriod,
  type AnalyticsReport,
  type AgentTokenUse,
  type AnswerUsage,
  periodDays,
  subjectTypeOfKind,
  type TopSubject,
} from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
const TOP_COUNT = 5;
const RECENT_COUNT = 10;

/** `YYYY-MM-DD` of a UTC day. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The period ending today (UTC) and the one of the same length just before it. */
export function periodRange(period: AnalyticsPeriod, now: Date) {
  const days = periodDays[period];
  const to = dayOf(now);
  const from = addDays(to, -(days - 1));
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1), days };
}

const zeroCounts = () =>
  Object.fromEntries(analyticsEventKinds.map((kind) => [kind, 0])) as Record<
    AnalyticsEventKind,
    number
  >;

/** Adds an answer's tokens to the user's count for that agent and day (UTC). */
export async function recordTokens(
  db: Kysely<DB>,
  userId: string,
  agent: { id: string; name: string },
  usage: AnswerUsage,
) {
  await db
    .insertInto('agent_token_days')
    .values({
      user_id: userId,
      agent_id: agent.id,
      agent_name: agent.name,
      day: dayOf(new Date()),
      answers: 1,
      prompt_tokens: usage.promptTokens,
      completion_tokens: usage.completionTokens,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'agent_id']).doUpdateSet({
        agent_name: agent.name,
        answers: sql`agent_token_days.answers + 1`,
        prompt_tokens: sql`agent_token_days.prompt_tokens + ${usage.promptTokens}`,
        completion_tokens: sql`agent_token_days.completion_tokens + ${usage.completionTokens}`,
      }),
    )
    .execute();
}

/**
 * A user's report: raw events (recent days) and the daily rollup (older days) read together,
 * always filtered by the user first (the index leads with it), so nobody else's row is read.
 */
export function createAnalyticsQueries(db: Kysely<DB>) {
  /** Counts per day and kind from `since` (a day) on, from both tables. */
  async function dailyCounts(userId: string, since: string) {
    const { rows } = await sql<{ day: string; kind: AnalyticsEventKind; count: number }>`
      select day, kind, sum(count)::int as count from (
        select to_char((occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, kind,
          count(*)::int as count
        from events
        where user_id = ${userId} and occurred_at >= ${`${since}T00:00:00Z`}::timestamptz
        group by 1, 2
        union all
        select to_char(day, 'YYYY-MM-DD'), kind, count
        from event_days
        where user_id = ${userId} and day >= ${since}::date
      ) counted
      group by day, kind`.execute(db);
    return rows;
  }

  /** Counts per subject in the period, with the name of its latest event. */
  async function subjectCounts(userId: string, since: string) {
    const { rows } = await sql<{
      kind: AnalyticsEventKind;
      subject_id: string;
      name: string | null;
      count: number;
      last: string;
    }>`
      select kind, subject_id, (array_agg(subject_name order by occurred_at desc))[1] as name,
        count(*)::int as count, to_char(max(occurred_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as last
      from events
      where user_id = ${userId} and occurred_at >= ${`${since}T00:00:00Z`}::timestamptz
        and subject_id is not null
      group by kind, subject_id
      union all
      select kind, subject_id, (array_agg(subject_name order by day desc))[1],
        sum(count)::int, to_char(max(day), 'YYYY-MM-DD')
      from event_days
      where user_id = ${userId} and day >= ${since}::date and subject_id <> ''
      group by kind, subject_id`.execute(db);
    const bySubject = new Map<string, TopSubject & { type: string; last: string }>();
    for (const row of rows) {
      const type = subjectTypeOfKind[row.kind];
      if (!type) continue;
      const key = `${type}|${row.subject_id}`;
      const seen = bySubject.get(key);
      if (!seen) {
        bySubject.set(key, {
          type,
          id: row.subject_id,
          name: row.name ?? row.subject_id,
          count: row.count,
          last: row.last,
        });
        continue;
      }
      seen.count += row.count;
      if (row.last > seen.last && row.name) Object.assign(seen, { name: row.name, last: row.last });
    }
    const top = (type: string) =>
      [...bySubject.values()]
        .filter((subject) => subject.type === type)
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, TOP_COUNT)
        .map(({ id, name, count }) => ({ id, name, count }));
    return { agents: top('agent'), brains: top('brain'), tools: top('tool') };
  }

  /** Tokens per agent from `since` (a day) on, most first. */
  async function agentTokens(userId: string, since: string): Promise<AgentTokenUse[]> {
    const { rows } = await sql<{
      id: string;
      name: string;
      answers: number;
      prompt: string | number;
      completion: string | number;
    }>`
      select agent_id as id, (array_agg(agent_name order by day desc))[1] as name,
        sum(answers)::int as answers, sum(prompt_tokens)::bigint as prompt,
        sum(completion_tokens)::bigint as completion
      from agent_token_days
      where user_id = ${userId} and day >= ${since}::date
      group by agent_id
      order by sum(prompt_tokens + completion_tokens) desc, agent_id
      limit 10`.execute(db);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      answers: row.answers,
      promptTokens: Number(row.prompt),
      completionTokens: Number(row.completion),
    }));
  }

  return {
    async report(
      userId: string,
      period: AnalyticsPeriod,
      now = new Date(),
    ): Promise<AnalyticsReport> {
      const range = periodRange(period, now);
      const [counts, top, tokens] = await Promise.all([
        dailyCounts(userId, range.previousFrom),
        subjectCounts(userId, range.from),
        agentTokens(userId, range.from),
      ]);
      const days: AnalyticsDay[] = Array.from({ length: range.days }, (_, index) => ({
        date: addDays(range.from, index),
        counts: zeroCounts(),
      }));
      const dayIndex = new Map(days.map((day, index) => [day.date, index]));
      const current = zeroCounts();
      const previous = zeroCounts();
      for (const row of counts) {
        const index = dayIndex.get(row.day);
        if (index !== undefined) {
          days[index]!.counts[row.kind] += row.count;
          current[row.kind] += row.count;
        } else if (row.day >= range.previousFrom && row.day <= range.previousTo) {
          previous[row.kind] += row.count;
        }
      }
      return {
        period,
        from: range.from,
        to: range.to,
        previousFrom: range.previousFrom,
        previousTo: range.previousTo,
        totals: analyticsEventKinds.map((kind) => ({
          kind,
          count: current[kind],
          previous: previous[kind],
        })),
        days,
        top,
        agentTokens: tokens,
      };
    },

    /** The user's last actions, newest first (raw events: the rollup keeps only counts). */
    async recent(userId: string): Promise<ActivityItem[]> {
      const rows = await db
        .selectFrom('events')
        .select(['id', 'kind', 'subject_id', 'subject_name', 'occurred_at'])
        .where('user_id', '=', userId)
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_COUNT)
        .execute();
      return rows.map((row) => {
        const type = subjectTypeOfKind[row.kind];
        return {
          id: String(row.id),
          kind: row.kind,
          subject:
            type && row.subject_id
              ? { type, id: row.subject_id, name: row.subject_name ?? row.subject_id }
              : null,
          occurredAt: new Date(row.occurred_at).toISOString(),
        };
      });
    },
  };
}

/** Moves raw events before `end` into per-day counts, in one statement (see rollupEvents). */
async function rollupBefore(db: Kysely<DB>, end: string): Promise<number> {
  const { rows } = await sql<{ moved: number }>`
    with moved as (
      delete from events where occurred_at < ${end}::timestamptz
      returning user_id, kind, subject_id, subject_name, occurred_at
    ), counted as (
      insert into event_days (user_id, day, kind, subject_id, subject_name, count)
      select user_id, (occurred_at at time zone 'UTC')::date, kind, coalesce(subject_id, ''),
        (array_agg(subject_name order by occurred_at desc))[1], count(*)::int
      from moved
      group by 1, 2, 3, 4
      on conflict (user_id, day, kind, subject_id) do update
        set count = event_days.count + excluded.count,
            subject_name = coalesce(excluded.subject_name, event_days.subject_name)
      returning 1
    )
    select (select count(*) from moved)::int as moved`.execute(db);
  return Number(rows[0]?.moved ?? 0);
}

/**
 * Moves raw events older than `before` (a UTC day) into per-day counts, one day at a time from
 * the oldest (each step one statement, short whatever the backlog): the rows deleted are exactly
 * the rows counted. Returns how many raw events were rolled up.
 */
export async function rollupEvents(db: Kysely<DB>, before: string): Promise<number> {
  let moved = 0;
  for (;;) {
    const oldest = await db
      .selectFrom('events')
      .select((eb) => eb.fn.min('occurred_at').as('at'))
      .where('occurred_at', '<', new Date(`${before}T00:00:00Z`))
      .executeTakeFirst();
    if (!oldest?.at) return moved;
    const next = dayOf(new Date(new Date(oldest.at).getTime() + DAY_MS));
    moved += await rollupBefore(db, `${next < before ? next : before}T00:00:00Z`);
  }
}
