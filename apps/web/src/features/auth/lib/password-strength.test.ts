import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 'weak', 0],
    ['Ab1!', 'weak', 1],
    ['Abcdef1', 'weak', 1],
    ['password', 'weak', 1],
    ['passwordpassword', 'weak', 1],
    ['Password', 'weak', 1],
    ['password1', 'weak', 1],
    ['Password1', 'medium', 2],
    ['password1!', 'medium', 2],
    ['correcthorse1', 'medium', 2],
    ['Password1!', 'medium', 2],
    ['Correcthorse1', 'strong', 3],
    ['correct-horse-7', 'strong', 3],
    ['Correct Horse Battery Staple', 'medium', 2],
    ['Élan-Vital-2025', 'strong', 3],
  ] as const)('%j is %s', (password, level, score) => {
    const strength = passwordStrength(password);
    expect(strength.level).toBe(level);
    expect(strength.score).toBe(score);
  });

  it('lists what is missing, in order', () => {
    expect(passwordStrength('abc').hints).toEqual(['length', 'longer', 'case', 'digit', 'symbol']);
    expect(passwordStrength('Abcdefgh1').hints).toEqual(['longer', 'symbol']);
    expect(passwordStrength('Abcdefghijk1!').hints).toEqual([]);
  });

  it('counts characters as people see them', () => {
    expect(passwordStrength('🔒🔒🔒🔒🔒🔒🔒').checks.length).toBe(false);
    expect(passwordStrength('🔒🔒🔒🔒🔒🔒🔒a').checks.length).toBe(true);
  });

  it('treats accented letters as letters, not symbols', () => {
    const strength = passwordStrength('éééééééÉ');
    expect(strength.checks.case).toBe(true);
    expect(strength.checks.symbol).toBe(false);
  });
});
