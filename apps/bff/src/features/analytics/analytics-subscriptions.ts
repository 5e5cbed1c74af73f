import type { AnalyticsEventKind } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus, Subject } from '../../services/events/event-bus.ts';
import type { EventRecorder } from './event-writer.ts';
import { recordTokens } from './analytics-queries.ts';

/** A signed-in person opening the same tool again within this time (reloads) is one view. */
const VIEW_DEDUPE_MS = 30 * 60_000;

/**
 * What people do, as analytics records it: the one way in is the event bus. Each feature says
 * what happened (`events.emit`); this is the only place that turns it into an analytics event
 * (the buffered writer records it off the request). A subject the event names only by its id
 * (agents, teams) is looked up as it is now, after the change is done; a lookup that fails loses
 * that one event, logged.
 */
export function recordWhatPeopleDo({
  events,
  db,
  analytics,
  log,
}: {
  events: EventBus;
  db: Kysely<DB>;
  analytics: EventRecorder;
  log: { warn(object: object, message: string): void };
}) {
  const record = (userId: string, kind: AnalyticsEventKind, subject?: Subject) =>
    analytics.record({ userId, kind, ...(subject && { subject }) });
  const named = (table: 'agents' | 'teams', id: string) =>
    db
      .selectFrom(table)
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst()
      .then((row) => ({ id, name: row?.name ?? '' }));
  const recordNamed = (
    userId: string,
    kind: 'agent_created' | 'agent_paused' | 'agent_asked' | 'team_joined',
    subject: Promise<Subject>,
  ) => {
    subject.then(
      (found) => record(userId, kind, found),
      (error: unknown) => log.warn({ err: error, kind }, 'analytics event lost'),
    );
  };

  events.on('user.signedIn', ({ userId }) => record(userId, 'sign_in'));
  events.on('tool.viewed', ({ userId, tool }) =>
    analytics.record(
      { userId, kind: 'tool_viewed', subject: tool },
      { onceWithinMs: VIEW_DEDUPE_MS },
    ),
  );
  events.on('tool.rated', ({ userId, tool }) => record(userId, 'tool_rated', tool));
  events.on('tool.commented', ({ userId, tool }) => record(userId, 'comment_posted', tool));
  events.on('chat.messageSent', ({ userId }) => record(userId, 'chat_message'));
  events.on('brain.created', ({ userId, brain }) => record(userId, 'brain_created', brain));
  events.on('brain.searched', ({ userId, brain }) => record(userId, 'brain_searched', brain));
  events.on('brain.sourceRead', ({ userId, brain, outcome }) =>
    record(userId, outcome === 'processed' ? 'source_processed' : 'source_failed', brain),
  );
  events.on('agent.created', ({ agentId, userId }) =>
    recordNamed(userId, 'agent_created', named('agents', agentId)),
  );
  events.on('agent.paused', ({ agentId, userId, paused }) => {
    if (paused) recordNamed(userId, 'agent_paused', named('agents', agentId));
  });
  events.on('agent.asked', ({ agent, userId, usage }) => {
    record(userId, 'agent_asked', agent);
    recordTokens(db, userId, agent, usage).catch((error: unknown) =>
      log.warn({ err: error }, 'agent tokens lost'),
    );
  });
  events.on('team.joined', ({ teamId, userId }) =>
    recordNamed(userId, 'team_joined', named('teams', teamId)),
  );
}
