import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, ErrorBody } from './common.ts';

const c = initContract();

/**
 * What a user did that their analytics count. Each kind has a subject (what it was done to) of
 * one type, or none: a tool, a brain, an agent or a team. Agents and teams have their screens of
 * their own; their kinds are here so that their modules only have to record them.
 */
export const analyticsEventKinds = [
  'sign_in',
  'tool_viewed',
  'tool_rated',
  'comment_posted',
  'chat_message',
  'brain_created',
  'source_processed',
  'source_failed',
  'brain_searched',
  'agent_created',
  'agent_paused',
  'agent_asked',
  'team_joined',
] as const;
export const AnalyticsEventKind = z.enum(analyticsEventKinds);
export type AnalyticsEventKind = z.infer<typeof AnalyticsEventKind>;

export const analyticsSubjectTypes = ['tool', 'brain', 'agent', 'team'] as const;
export type AnalyticsSubjectType = (typeof analyticsSubjectTypes)[number];

/** The type of a kind's subject; null for kinds done to nothing in particular. */
export const subjectTypeOfKind: Record<AnalyticsEventKind, AnalyticsSubjectType | null> = {
  sign_in: null,
  tool_viewed: 'tool',
  tool_rated: 'tool',
  comment_posted: 'tool',
  chat_message: null,
  brain_created: 'brain',
  source_processed: 'brain',
  source_failed: 'brain',
  brain_searched: 'brain',
  agent_created: 'agent',
  agent_paused: 'agent',
  agent_asked: 'agent',
  team_joined: 'team',
};

/** The periods the analytics page offers, as they stand in its URL. */
export const analyticsPeriods = ['7d', '30d', '90d'] as const;
export const AnalyticsPeriod = z.enum(analyticsPeriods);
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriod>;
export const periodDays: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** A calendar day (UTC), `YYYY-MM-DD`. */
const Day = z.iso.date();
const Timestamp = z.iso.datetime({ offset: true });
const Count = z.number().int().nonnegative();

export const AnalyticsQuery = z.object({ period: AnalyticsPeriod.default('30d') });
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

export const KindTotal = z.object({
  kind: AnalyticsEventKind,
  count: Count,
  /** The same kind over the period of the same length just before. */
  previous: Count,
});
export type KindTotal = z.infer<typeof KindTotal>;

/** One day of a period, with the count of every kind (every kind present, zeros included). */
export const AnalyticsDay = z.object({
  date: Day,
  counts: z.record(AnalyticsEventKind, Count),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

export const TopSubject = z.object({
  id: z.string(),
  /** Its name when the latest event about it was recorded. */
  name: z.string(),
  count: Count,
});
export type TopSubject = z.infer<typeof TopSubject>;

/** The tokens the user's answers from one agent used in the period (model and workflow answers). */
export const AgentTokenUse = z.object({
  id: z.string(),
  /** Its name when it last answered. */
  name: z.string(),
  answers: Count,
  promptTokens: Count,
  completionTokens: Count,
});
export type AgentTokenUse = z.infer<typeof AgentTokenUse>;

export const AnalyticsReport = z.object({
  period: AnalyticsPeriod,
  from: Day,
  to: Day,
  previousFrom: Day,
  previousTo: Day,
  /** Every kind, in the order of `analyticsEventKinds`. */
  totals: z.array(KindTotal),
  /** Every day from `from` to `to`, oldest first. */
  days: z.array(AnalyticsDay),
  /** The five subjects of each type the user did the most with in the period. */
  top: z.object({
    agents: z.array(TopSubject),
    brains: z.array(TopSubject),
    tools: z.array(TopSubject),
  }),
  /** Tokens per agent in the period, most first (ten at most). */
  agentTokens: z.array(AgentTokenUse),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

export const ActivityItem = z.object({
  id: z.string(),
  kind: AnalyticsEventKind,
  subject: z
    .object({
      type: z.enum(analyticsSubjectTypes),
      id: z.string(),
      name: z.string(),
    })
    .nullable(),
  occurredAt: Timestamp,
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const DashboardOverview = z.object({
  brains: z.object({
    total: Count,
    byStatus: z.object({ pending: Count, processing: Count, ready: Count, error: Count }),
  }),
  agents: z.object({ active: Count, paused: Count }),
  teams: Count,
  /** The last 10 things the user did, newest first. */
  recent: z.array(ActivityItem).max(10),
});
export type DashboardOverview = z.infer<typeof DashboardOverview>;

export const analyticsContract = c.router({
  getAnalytics: {
    method: 'GET',
    path: '/analytics',
    metadata: access.user,
    query: AnalyticsQuery,
    responses: { 200: AnalyticsReport, 400: ErrorBody, 401: ErrorBody },
    summary:
      'The caller’s own activity over 7, 30 or 90 days: totals against the previous period, per day, most used',
  },
  getOverview: {
    method: 'GET',
    path: '/analytics/overview',
    metadata: access.user,
    responses: { 200: DashboardOverview, 401: ErrorBody },
    summary:
      'The dashboard overview: the caller’s brains by status, agents, teams and last 10 actions',
  },
});
