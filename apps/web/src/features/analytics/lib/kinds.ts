import { analyticsEventKinds, type AnalyticsEventKind } from '@app/contracts';

/** Kinds in the order the page shows them: what a user does most often first. */
export const kindOrder: readonly AnalyticsEventKind[] = analyticsEventKinds;

/** Sign-ins alone do not make a history: a user with nothing else sees the empty state. */
export const hasActivity = (
  totals: { kind: AnalyticsEventKind; count: number; previous: number }[],
) => totals.some((total) => total.kind !== 'sign_in' && total.count + total.previous > 0);
