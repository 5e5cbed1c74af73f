import type { EnterpriseOfferId } from '@app/content/services';

/**
 * The enterprise calculator's rules (docs/decisions/007-enterprise-calculator.md). Prices are
 * per month, in the display currency ($ or €, same figures).
 */
export const deploymentTypes = ['cloud', 'dedicated', 'self-hosted'] as const;
export type DeploymentType = (typeof deploymentTypes)[number];
export const supportLevels = ['standard', 'priority', 'dedicated'] as const;
export type SupportLevel = (typeof supportLevels)[number];

export interface EstimateInput {
  users: number;
  modules: readonly EnterpriseOfferId[];
  deployment: DeploymentType;
  support: SupportLevel;
}

export type TierId = 'starter' | 'professional' | 'custom';

export interface Estimate {
  tier: TierId;
  lines: { key: 'base' | 'modules' | 'deployment' | 'support' | 'seats'; amount: number }[];
  monthly: number;
  /** The first year, at the ~12-month minimum term. */
  firstYear: number;
  /** Monthly price paying with AGENT tokens at the maximum discount. */
  monthlyWithTokens: number;
}

export const RULES = {
  base: { starter: 2999, professional: 5999, custom: 5999 },
  maxUsers: { starter: 5, professional: 20 },
  includedModules: { starter: 2, professional: 4, custom: 7 },
  extraModule: 450,
  deployment: { cloud: 0, dedicated: 1200, 'self-hosted': 2500 },
  // Priority support is part of professional and custom; on starter it forces professional.
  support: { standard: 0, priority: 0, dedicated: 1500 },
  customSeat: 180,
  tokenDiscount: 0.3,
  minimumTermMonths: 12,
  userLimit: 1000,
} as const;

/** The smallest tier that fits what was asked. */
export function recommendTier({ users, modules, deployment, support }: EstimateInput): TierId {
  if (
    users > RULES.maxUsers.professional ||
    deployment === 'self-hosted' ||
    support === 'dedicated'
  )
    return 'custom';
  if (
    users > RULES.maxUsers.starter ||
    support === 'priority' ||
    modules.length > RULES.includedModules.starter
  ) {
    return 'professional';
  }
  return 'starter';
}

export function estimate(input: EstimateInput): Estimate {
  const users = Math.min(Math.max(1, Math.round(input.users)), RULES.userLimit);
  const tier = recommendTier({ ...input, users });
  const extraModules = Math.max(0, input.modules.length - RULES.includedModules[tier]);
  const extraSeats = tier === 'custom' ? Math.max(0, users - RULES.maxUsers.professional) : 0;
  const lines: Estimate['lines'] = [
    { key: 'base', amount: RULES.base[tier] },
    { key: 'modules', amount: extraModules * RULES.extraModule },
    { key: 'deployment', amount: RULES.deployment[input.deployment] },
    { key: 'support', amount: RULES.support[input.support] },
    { key: 'seats', amount: extraSeats * RULES.customSeat },
  ];
  const monthly = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    tier,
    lines: lines.filter((line) => line.key === 'base' || line.amount > 0),
    monthly,
    firstYear: monthly * RULES.minimumTermMonths,
    monthlyWithTokens: Math.round(monthly * (1 - RULES.tokenDiscount)),
  };
}
