import { describe, expect, it } from 'vitest';
import { currentState, displayState, toolActions } from './connection-status';

const now = Date.parse('2026-03-10T12:00:00.000Z');

describe("a tool's state", () => {
  it('turns expired when the countdown reaches 0, without asking the server', () => {
    const connected = { state: 'connected', expiresAt: '2026-03-10T12:00:02.000Z' } as const;
    expect(currentState(connected, now)).toBe('connected');
    expect(currentState(connected, now + 1000)).toBe('connected');
    expect(currentState(connected, now + 2000)).toBe('expired');
  });

  it('keeps the server’s state otherwise', () => {
    expect(currentState({ state: 'connected', expiresAt: null }, now)).toBe('connected');
    expect(currentState({ state: 'expired', expiresAt: null }, now)).toBe('expired');
    expect(currentState({ state: 'not_connected', expiresAt: null }, now)).toBe('not_connected');
  });

  it('shows Refreshing while a test runs, then Error after a failure', () => {
    expect(displayState('expired', { testing: true, failed: true })).toBe('refreshing');
    expect(displayState('connected', { testing: false, failed: true })).toBe('error');
    expect(displayState('expired', { testing: false, failed: false })).toBe('expired');
  });
});

describe("a tool's actions", () => {
  it('Connect only when never connected', () => {
    expect(toolActions('not_connected', false)).toEqual({
      connect: 'connect',
      test: false,
      revoke: false,
    });
  });

  it('Reconnect, Test and Revoke when connected or expired', () => {
    for (const state of ['connected', 'expired'] as const)
      expect(toolActions(state, false)).toEqual({ connect: 'reconnect', test: true, revoke: true });
  });

  it('Reconnect after an error, with Test and Revoke only if there is a connection', () => {
    expect(toolActions('not_connected', true)).toEqual({
      connect: 'reconnect',
      test: false,
      revoke: false,
    });
    expect(toolActions('connected', true)).toEqual({
      connect: 'reconnect',
      test: true,
      revoke: true,
    });
  });
});
