import { describe, expect, it } from 'vitest';
import { roles, userSorts, userStatuses } from './admin-values.ts';
import { UserSort, UserStatus } from './admin.ts';
import { agentCategories } from './agent-values.ts';
import { AgentCategory } from './agents.ts';
import { brainStatuses, brainTypes, brainVisibilities } from './brain-values.ts';
import { BrainStatus, BrainType, BrainVisibility } from './brains.ts';
import { Role } from './common.ts';
import { oneOf } from './values.ts';

describe('fixed values without zod', () => {
  it('are the values the schemas accept', () => {
    expect(AgentCategory.options).toEqual([...agentCategories]);
    expect(BrainType.options).toEqual([...brainTypes]);
    expect(BrainVisibility.options).toEqual([...brainVisibilities]);
    expect(BrainStatus.options).toEqual([...brainStatuses]);
    expect(Role.options).toEqual([...roles]);
    expect(UserStatus.options).toEqual([...userStatuses]);
    expect(UserSort.options).toEqual([...userSorts]);
  });

  it('oneOf keeps a listed value and turns anything else into an empty filter', () => {
    expect(oneOf(brainStatuses, 'ready')).toBe('ready');
    expect(oneOf(brainStatuses, 'READY')).toBe('');
    expect(oneOf(brainStatuses, null)).toBe('');
    expect(oneOf(agentCategories, 'hr')).toBe('hr');
    expect(oneOf(agentCategories, 'toString')).toBe('');
  });
});
