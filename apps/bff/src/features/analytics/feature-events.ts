import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { EventRecorder } from './event-writer.ts';

/**
 * Agents' and teams' domain events as analytics: the subject is named as it is now (looked up off
 * the request, after the change is done). A lookup that fails loses that one event, logged.
 */
export function recordAgentAndTeamEvents({
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
  const named = (table: 'agents' | 'teams', id: string) =>
    db
      .selectFrom(table)
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst()
      .then((row) => ({ id, name: row?.name ?? '' }));
  const record = (
    userId: string,
    kind: 'agent_created' | 'agent_paused' | 'agent_asked' | 'team_joined',
    subject: Promise<{ id: string; name: string }>,
  ) => {
    subject.then(
      (named) => analytics.record({ userId, kind, subject: named }),
      (error: unknown) => log.warn({ err: error, kind }, 'analytics event lost'),
    );
  };
  events.on('agent.created', ({ agentId, userId }) =>
    record(userId, 'agent_created', named('agents', agentId)),
  );
  events.on('agent.paused', ({ agentId, userId, paused }) => {
    if (paused) record(userId, 'agent_paused', named('agents', agentId));
  });
  events.on('agent.asked', ({ agentId, userId }) =>
    record(userId, 'agent_asked', named('agents', agentId)),
  );
  events.on('team.joined', ({ teamId, userId }) =>
    record(userId, 'team_joined', named('teams', teamId)),
  );
}
