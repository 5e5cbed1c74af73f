import { apiContract } from '@app/contracts';
import { expect, it } from 'vitest';
import { SESSION_URL } from './session';

it('reads the session at the path the contract declares', () => {
  expect(SESSION_URL).toBe(apiContract.session.getSession.path);
});
