import { describe, expect, it } from 'vitest';
import { estimate, recommendTier } from './enterprise-estimate';

const base = { users: 3, modules: [], deployment: 'cloud', support: 'standard' } as const;

describe('the enterprise calculator', () => {
  it('recommends starter for a small team on the cloud: 2,999 a month', () => {
    const result = estimate({ ...base, modules: ['custom-ai-agents'] });
    expect(result.tier).toBe('starter');
    expect(result.monthly).toBe(2999);
    expect(result.firstYear).toBe(2999 * 12);
    expect(result.monthlyWithTokens).toBe(2099);
  });

  it('moves to professional past 5 members, with priority support, or past 2 modules', () => {
    expect(recommendTier({ ...base, users: 6 })).toBe('professional');
    expect(recommendTier({ ...base, support: 'priority' })).toBe('professional');
    expect(
      recommendTier({
        ...base,
        modules: ['custom-ai-agents', 'self-hosted', 'automation-modules'],
      }),
    ).toBe('professional');
    expect(estimate({ ...base, users: 20 }).monthly).toBe(5999);
  });

  it('moves to custom past 20 members, self-hosted, or with a dedicated manager', () => {
    expect(recommendTier({ ...base, users: 21 })).toBe('custom');
    expect(recommendTier({ ...base, deployment: 'self-hosted' })).toBe('custom');
    expect(recommendTier({ ...base, support: 'dedicated' })).toBe('custom');
  });

  it('adds extra modules, deployment, support and seats line by line', () => {
    const result = estimate({
      users: 30,
      modules: [
        'custom-ai-agents',
        'pre-made-packages',
        'self-hosted',
        'automation-modules',
        'client-support-hr',
      ],
      deployment: 'dedicated',
      support: 'dedicated',
    });
    expect(result.tier).toBe('custom');
    expect(result.lines).toEqual([
      { key: 'base', amount: 5999 },
      { key: 'deployment', amount: 1200 },
      { key: 'support', amount: 1500 },
      { key: 'seats', amount: 10 * 180 },
    ]);
    expect(result.monthly).toBe(5999 + 1200 + 1500 + 1800);

    const professional = estimate({
      ...base,
      users: 10,
      modules: [
        'custom-ai-agents',
        'pre-made-packages',
        'self-hosted',
        'automation-modules',
        'client-support-hr',
        'virtual-assistants',
      ],
    });
    expect(professional.lines).toContainEqual({ key: 'modules', amount: 2 * 450 });
  });

  it('keeps the number of users within 1 and 1,000', () => {
    expect(estimate({ ...base, users: 0 }).tier).toBe('starter');
    expect(estimate({ ...base, users: 5000 }).lines).toContainEqual({
      key: 'seats',
      amount: 980 * 180,
    });
  });
});
