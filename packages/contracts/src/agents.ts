import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AgentToolId } from './agent-auth.ts';
import { BrainStatus, Passage, PassagePlace } from './brains.ts';
import { agentCategories } from './agent-values.ts';
import { access, ErrorBody, Language, Text } from './common.ts';

const c = initContract();

export { agentCategories };
/** What an agent is for: the filter of the catalogue (the templates use the same names). */
export const AgentCategory = z.enum(agentCategories);
export type AgentCategory = z.infer<typeof AgentCategory>;

export const agentStatuses = ['active', 'paused'] as const;
export const AgentStatus = z.enum(agentStatuses);
export type AgentStatus = z.infer<typeof AgentStatus>;

/**
 * What the caller may do with an agent: its owner everything; an admin of the team it was added
 * to changes, pauses and resumes it; a member of that team uses it.
 */
export const agentAccesses = ['owner', 'editor', 'user'] as const;
export const AgentAccess = z.enum(agentAccesses);
export type AgentAccess = z.infer<typeof AgentAccess>;

const Timestamp = z.iso.datetime({ offset: true });

export const AgentTemplate = z.object({
  id: z.string(),
  category: AgentCategory,
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  tools: z.array(AgentToolId),
  /** The kind of brain it works best with. */
  brainHint: z.string(),
});
export type AgentTemplate = z.infer<typeof AgentTemplate>;

export const ListTemplatesQuery = z.object({
  lang: Language.default('en'),
  category: AgentCategory.optional(),
  q: Text.trim().max(100).optional(),
});
export type ListTemplatesQuery = z.input<typeof ListTemplatesQuery>;

export const AgentTemplates = z.object({ items: z.array(AgentTemplate) });
export type AgentTemplates = z.infer<typeof AgentTemplates>;

/**
 * A brain attached to an agent, as the caller sees it. One the caller may not search (made
 * private later, or the owner's own brain on an agent shared with a team) is only said to be
 * there: neither its name nor its id nor its status is told, and the agent answers without it.
 */
export const AgentBrain = z.discriminatedUnion('readable', [
  z.object({ readable: z.literal(true), id: z.uuid(), name: z.string(), status: BrainStatus }),
  z.object({ readable: z.literal(false) }),
]);
export type AgentBrain = z.infer<typeof AgentBrain>;

export const AgentTeamRef = z.object({ id: z.uuid(), name: z.string() });

export const AgentSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: AgentCategory,
  language: Language,
  status: AgentStatus,
  templateId: z.string().nullable(),
  tools: z.array(AgentToolId),
  owner: z.object({ id: z.uuid(), fullName: z.string().nullable() }),
  myAccess: AgentAccess,
  team: AgentTeamRef.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AgentSummary = z.infer<typeof AgentSummary>;

export const AgentDetail = AgentSummary.extend({
  instructions: z.string(),
  brains: z.array(AgentBrain),
});
export type AgentDetail = z.infer<typeof AgentDetail>;

export const AGENT_BRAINS_MAX = 10;
export const AgentName = Text.trim().min(1, 'This field is required').max(100);
export const AgentInstructions = Text.trim().max(4000);

const AgentFields = {
  name: AgentName,
  description: Text.trim().max(500),
  category: AgentCategory,
  instructions: AgentInstructions,
  language: Language,
  brainIds: z.array(z.uuid('Brain not found')).max(AGENT_BRAINS_MAX),
  tools: z.array(AgentToolId).max(10),
};

export const CreateAgentRequest = z.object({
  /** A template fills what is not given; from scratch, the name is required. */
  templateId: Text.max(60).optional(),
  name: AgentFields.name.optional(),
  description: AgentFields.description.optional(),
  category: AgentFields.category.optional(),
  instructions: AgentFields.instructions.optional(),
  language: AgentFields.language.default('en'),
  brainIds: AgentFields.brainIds.default([]),
  tools: AgentFields.tools.optional(),
});
export type CreateAgentRequest = z.input<typeof CreateAgentRequest>;

export const UpdateAgentRequest = z
  .object({
    name: AgentFields.name.optional(),
    description: AgentFields.description.optional(),
    category: AgentFields.category.optional(),
    instructions: AgentFields.instructions.optional(),
    language: AgentFields.language.optional(),
    brainIds: AgentFields.brainIds.optional(),
    tools: AgentFields.tools.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateAgentRequest = z.input<typeof UpdateAgentRequest>;

export const ListAgentsQuery = z.object({
  category: AgentCategory.optional(),
  q: Text.trim().max(100).optional(),
});
export type ListAgentsQuery = z.input<typeof ListAgentsQuery>;

export const AgentList = z.object({ items: z.array(AgentSummary) });
export type AgentList = z.infer<typeof AgentList>;

export const AGENT_QUESTION_MAX = 2000;
export const AskAgentRequest = z.object({
  question: Text.trim().min(1, 'This field is required').max(AGENT_QUESTION_MAX),
  locale: Language.default('en'),
  /** Continues this conversation (its earlier turns go to the model); a new one when absent. */
  conversationId: z.uuid('Conversation not found').optional(),
});
export type AskAgentRequest = z.input<typeof AskAgentRequest>;

/** A passage an answer relies on: which brain, which source and where in it. */
export const AgentCitation = z.object({
  brainId: z.uuid(),
  brainName: z.string(),
  sourceId: z.uuid(),
  sourceName: z.string(),
  passage: Passage,
  ...PassagePlace.shape,
});
export type AgentCitation = z.infer<typeof AgentCitation>;

/** A passage an answer cites, with the number the answer's text gives it (`[n]`). */
export const AnswerCitation = AgentCitation.extend({ marker: z.number().int().min(1) });
export type AnswerCitation = z.infer<typeof AnswerCitation>;

export const answerStatuses = ['answered', 'nothing_found', 'unavailable'] as const;
/**
 * `answered`: from the passages found; `nothing_found`: no attached brain had a passage for the
 * question (no model is asked); `unavailable`: the answering model or workflow failed (the answer
 * then says why, in the asker's language).
 */
export const AnswerStatus = z.enum(answerStatuses);
export type AnswerStatus = z.infer<typeof AnswerStatus>;

/**
 * Tokens an answer used. `provider`: as the model provider counted them; `estimated`: a workflow
 * engine that does not say (n8n), about four characters a token; `none`: no model ran.
 */
export const AnswerUsage = z.object({
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  measured: z.enum(['provider', 'estimated', 'none']),
});
export type AnswerUsage = z.infer<typeof AnswerUsage>;

export const AgentAnswer = z.object({
  answer: z.string(),
  status: AnswerStatus,
  /** The passages the answer cites (only those its text marks, or all it was given when none). */
  citations: z.array(AnswerCitation),
  /** Send it back with the next question to continue the conversation. */
  conversationId: z.uuid(),
  usage: AnswerUsage,
});
export type AgentAnswer = z.infer<typeof AgentAnswer>;

/**
 * One event of a streamed answer (`POST /api/agents/{id}/ask/stream`), each sent as
 * `event: <type>` and `data: <json>`: `delta`s as the answer is written, then one `citations`,
 * then one `done`; or, when the BFF itself fails after the stream began, one `error`.
 */
export const AgentStreamEvent = z.discriminatedUnion('type', [
  /** Text as it is written, to append to what came before. */
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('citations'), citations: z.array(AnswerCitation) }),
  /** The end: the whole answer as kept (for `unavailable`, the reason in the asker's language). */
  z.object({
    type: z.literal('done'),
    conversationId: z.uuid(),
    status: AnswerStatus,
    answer: z.string(),
    usage: AnswerUsage,
  }),
  z.object({ type: z.literal('error'), error: z.string(), code: z.string() }),
]);
export type AgentStreamEvent = z.infer<typeof AgentStreamEvent>;

/** A conversation with an agent, as its list shows it. Each person sees only their own. */
export const AgentConversationSummary = z.object({
  id: z.uuid(),
  /** The conversation's first question, cut to 100 characters. */
  title: z.string(),
  messageCount: z.number().int().nonnegative(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AgentConversationSummary = z.infer<typeof AgentConversationSummary>;

export const AgentConversationList = z.object({ items: z.array(AgentConversationSummary) });
export type AgentConversationList = z.infer<typeof AgentConversationList>;

export const AgentMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** The answer's status; null for the person's question. */
  status: AnswerStatus.nullable(),
  citations: z.array(AnswerCitation),
  createdAt: Timestamp,
});
export type AgentMessage = z.infer<typeof AgentMessage>;

export const AgentConversation = AgentConversationSummary.extend({
  /** Oldest first. */
  messages: z.array(AgentMessage),
});
export type AgentConversation = z.infer<typeof AgentConversation>;

/** The texts of an agent's refusals (404 for an agent the caller may not see at all). */
export const agentMessages = {
  notFound: 'This agent does not exist, or it is not shared with you.',
  templateNotFound: 'This template does not exist.',
  readOnly: 'You can use this agent, but not change it.',
  ownerOnly: 'Only the agent’s owner can do this.',
  brainNotAvailable: 'One of the brains does not exist, or you may not use it.',
  paused: 'This agent is paused: resume it to ask it questions.',
  nameRequired: 'Give the agent a name, or start from a template.',
  conversationNotFound: 'This conversation does not exist, or it is not yours.',
} as const;

const AgentIdParam = z.object({ id: z.uuid('Agent not found') });
const ConversationParams = AgentIdParam.extend({
  conversationId: z.uuid('Conversation not found'),
});
const guarded = { 401: ErrorBody, 404: ErrorBody };

export const agentsContract = c.router({
  listTemplates: {
    method: 'GET',
    path: '/agent-templates',
    metadata: access.user,
    query: ListTemplatesQuery,
    responses: { 200: AgentTemplates, 400: ErrorBody, 401: ErrorBody },
    summary:
      'The catalogue of agent templates in the asked language, by category and words of their name, description or category',
  },
  listAgents: {
    method: 'GET',
    path: '/agents',
    metadata: access.user,
    query: ListAgentsQuery,
    responses: { 200: AgentList, 400: ErrorBody, 401: ErrorBody },
    summary: 'The caller’s agents and those of their teams',
  },
  createAgent: {
    method: 'POST',
    path: '/agents',
    metadata: access.user,
    body: CreateAgentRequest,
    responses: { 201: AgentDetail, 400: ErrorBody, 401: ErrorBody },
    summary: 'Create an agent from a template or from scratch, with brains the caller may search',
  },
  getAgent: {
    method: 'GET',
    path: '/agents/:id',
    metadata: access.user,
    pathParams: AgentIdParam,
    responses: { 200: AgentDetail, 400: ErrorBody, ...guarded },
    summary: 'An agent’s configuration, status and brains (owner and its team’s members)',
  },
  updateAgent: {
    method: 'PATCH',
    path: '/agents/:id',
    metadata: access.user,
    pathParams: AgentIdParam,
    body: UpdateAgentRequest,
    responses: { 200: AgentDetail, 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner or an admin of its team: change the configuration',
  },
  deleteAgent: {
    method: 'DELETE',
    path: '/agents/:id',
    metadata: access.user,
    pathParams: AgentIdParam,
    body: c.noBody(),
    responses: { 204: c.noBody(), 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: delete the agent',
  },
  pauseAgent: {
    method: 'POST',
    path: '/agents/:id/pause',
    metadata: access.user,
    pathParams: AgentIdParam,
    body: c.noBody(),
    responses: { 200: AgentDetail, 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner or an admin of its team: pause the agent (it answers nothing until resumed)',
  },
  resumeAgent: {
    method: 'POST',
    path: '/agents/:id/resume',
    metadata: access.user,
    pathParams: AgentIdParam,
    body: c.noBody(),
    responses: { 200: AgentDetail, 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner or an admin of its team: resume a paused agent',
  },
  askAgent: {
    method: 'POST',
    path: '/agents/:id/ask',
    metadata: access.user,
    pathParams: AgentIdParam,
    body: AskAgentRequest,
    responses: { 200: AgentAnswer, 400: ErrorBody, 409: ErrorBody, ...guarded },
    summary:
      'Ask the agent: its brains are searched for the question, and the answer engine (an OpenAI-compatible model, the chat webhook, or quotes of the passages) answers from them, in one JSON body',
  },
  streamAskAgent: {
    method: 'POST',
    path: '/agents/:id/ask/stream',
    metadata: access.user,
    pathParams: AgentIdParam,
    body: AskAgentRequest,
    responses: {
      200: c.otherResponse({
        contentType: 'text/event-stream',
        body: z
          .unknown()
          .describe(
            'Server-sent events, each `event: <type>` and `data:` one JSON AgentStreamEvent: `delta` events as the answer is written, then `citations`, then `done` (conversation, status, whole answer, usage); `error` if the server fails once the stream began. Closing the request stops the answer.',
          ),
      }),
      400: ErrorBody,
      409: ErrorBody,
      ...guarded,
    },
    summary: 'Ask the agent and stream the answer as it is written (server-sent events)',
  },
  listConversations: {
    method: 'GET',
    path: '/agents/:id/conversations',
    metadata: access.user,
    pathParams: AgentIdParam,
    responses: { 200: AgentConversationList, 400: ErrorBody, ...guarded },
    summary: 'The caller’s own conversations with the agent, newest first',
  },
  getConversation: {
    method: 'GET',
    path: '/agents/:id/conversations/:conversationId',
    metadata: access.user,
    pathParams: ConversationParams,
    responses: { 200: AgentConversation, 400: ErrorBody, ...guarded },
    summary: 'One of the caller’s conversations with the agent, with its messages',
  },
  deleteConversation: {
    method: 'DELETE',
    path: '/agents/:id/conversations/:conversationId',
    metadata: access.user,
    pathParams: ConversationParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), 400: ErrorBody, ...guarded },
    summary: 'Delete one of the caller’s conversations with the agent',
  },
});
