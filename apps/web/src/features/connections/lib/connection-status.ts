import type { ConnectionState, ToolConnection } from '@app/contracts';
import { secondsLeft } from './countdown';

/** What a tool's badge says: the server's state, or what is happening to it now. */
export type DisplayState = ConnectionState | 'refreshing' | 'error';

/**
 * The state at this moment: a connected token whose expiry has passed is expired, without
 * waiting for the server to say so.
 */
export function currentState(
  connection: Pick<ToolConnection, 'state' | 'expiresAt'>,
  nowMs: number,
): ConnectionState {
  if (connection.state === 'connected' && secondsLeft(connection.expiresAt, nowMs) === 0)
    return 'expired';
  return connection.state;
}

/** A test or refresh in progress shows first, then the tool's last failure, then its state. */
export function displayState(
  state: ConnectionState,
  { testing, failed }: { testing: boolean; failed: boolean },
): DisplayState {
  if (testing) return 'refreshing';
  if (failed) return 'error';
  return state;
}

export interface ToolActions {
  /** Connect when the tool has never been connected (and is not in error), else Reconnect. */
  connect: 'connect' | 'reconnect';
  /** Test connection and Revoke need a connection, valid or expired. */
  test: boolean;
  revoke: boolean;
}

export function toolActions(state: ConnectionState, failed: boolean): ToolActions {
  const hasConnection = state !== 'not_connected';
  return {
    connect: hasConnection || failed ? 'reconnect' : 'connect',
    test: hasConnection,
    revoke: hasConnection,
  };
}
