import type { AnalyticsEventKind } from '@app/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  role: 'Free' | 'Pro' | 'Admin';
  account_type: 'professional' | 'enterprise' | null;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ToolsTable {
  id: string;
  category: string;
  logo_url: string | null;
  url: string;
  github_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ToolTranslationsTable {
  tool_id: string;
  locale: 'en' | 'fr';
  /** Null in French only: the English name shows instead. */
  name: string | null;
  description: string | null;
  tags: string[];
  header_image: string | null;
  introduction: string | null;
  body: string | null;
  conclusion: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_image: string | null;
}

export interface RatingsTable {
  id: Generated<string>;
  tool_id: string;
  user_id: string;
  rating: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<string>;
  tool_id: string;
  user_id: string | null;
  content: string;
  hidden_at: Timestamp | null;
  hidden_reason: string | null;
  created_at: Timestamp;
}

export interface InquiriesTable {
  id: Generated<string>;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  inquiry_type: 'general' | 'enterprise';
  message: string;
  locale: 'en' | 'fr';
  status: Generated<'new' | 'contacted' | 'converted' | 'closed'>;
  created_at: Timestamp;
}

export interface ClientsTable {
  id: Generated<string>;
  name: string;
  plan: 'starter' | 'professional' | 'custom';
  seats: number;
  contact_name: string;
  contact_email: string;
  status: Generated<'active' | 'archived'>;
  notes: Generated<string>;
  inquiry_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: Generated<string>;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface DevMailTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  sent_at: Timestamp;
}

export interface AuthUsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  email_confirmed_at: Timestamp | null;
  full_name: string | null;
  role: 'Free' | 'Pro' | 'Admin' | null;
  account_type: 'professional' | 'enterprise' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: Timestamp;
}

export type TokenPurpose = 'signup' | 'recovery' | 'invite' | 'email_change';

export interface OneTimeTokensTable {
  id: Generated<string>;
  purpose: TokenPurpose;
  email: string;
  user_id: string | null;
  code_hash: string | null;
  link_hash: string;
  attempts: Generated<number>;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  provider_session: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface OAuthStatesTable {
  id: string;
  provider: string;
  browser_hash: string;
  secret: ColumnType<Record<string, string>, string, string>;
  redirect: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface IdentityGrantsTable {
  key: string;
  value: ColumnType<Record<string, unknown>, string, string>;
  expires_at: Timestamp;
}

/** A sign-up code the identity provider would not send yet (ADR 046). */
export interface WaitingSignupCodesTable {
  email: string;
  queued_at: Generated<Date>;
  send_by: Timestamp;
}

export interface AvatarsTable {
  user_id: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  data: Buffer | Uint8Array;
  updated_at: Timestamp;
}

export type BrainStatusColumn = 'pending' | 'processing' | 'ready' | 'error';

export interface BrainsTable {
  id: Generated<string>;
  owner_id: string;
  team_id: string | null;
  name: string;
  description: Generated<string>;
  type: 'personal' | 'team' | 'shared';
  visibility: 'private' | 'public';
  status: Generated<BrainStatusColumn>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BrainSharesTable {
  brain_id: string;
  user_id: string;
  role: 'viewer' | 'editor';
  created_at: Timestamp;
}

export interface BrainSourcesTable {
  id: Generated<string>;
  brain_id: string;
  name: string;
  kind: 'text' | 'markdown' | 'pdf' | 'docx';
  size_bytes: number;
  content: Buffer | Uint8Array;
  status: Generated<BrainStatusColumn>;
  progress: Generated<number>;
  error_code: string | null;
  language: 'en' | 'fr' | 'other' | null;
  chunk_count: Generated<number>;
  attempts: Generated<number>;
  /** The reading its passages come from (0: before passages kept their page; ADR 055). */
  reading_version: Generated<number>;
  /** Its pages without text layer, while and once they are read by OCR; null: none (0016). */
  ocr_pages: number | null;
  /** How many of them are read: 0 to `ocr_pages`, null with it. */
  ocr_pages_read: number | null;
  added_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a search reads for every match; the passage's text is in brain_chunk_texts. */
export interface BrainChunksTable {
  id: Generated<string>;
  brain_id: string;
  source_id: string;
  chunk_index: number;
  config: string;
  tsv: string;
}

export interface BrainChunkTextsTable {
  chunk_id: string;
  content: string;
  /** The 1-based physical page the passage starts on; null for a format without pages. */
  page: number | null;
  /** The page it ends on when that is another page. */
  page_end: number | null;
  /** Some of its text was read by OCR. */
  read_by_ocr: Generated<boolean>;
}

export type TeamRoleColumn = 'owner' | 'admin' | 'member';

export interface TeamsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  role: TeamRoleColumn;
  created_at: Timestamp;
}

/** An invitation to a brain (viewer, editor) or a team (admin, member): exactly one of the two. */
export interface InvitationsTable {
  id: Generated<string>;
  brain_id: string | null;
  team_id: string | null;
  /** Lower case. */
  email: string;
  role: 'viewer' | 'editor' | 'admin' | 'member';
  invited_by: string | null;
  /** SHA-256 of the link's token, in hex. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** An invitation sent from the admin area, until it is completed (then the profile exists). */
export interface AccountInvitationsTable {
  id: Generated<string>;
  email: string;
  role: 'Free' | 'Pro' | 'Admin';
  invited_by: string | null;
  invited_at: Timestamp;
  expires_at: Timestamp;
}

export interface AgentsTable {
  id: Generated<string>;
  owner_id: string;
  team_id: string | null;
  template_id: string | null;
  name: string;
  description: Generated<string>;
  category: string;
  instructions: Generated<string>;
  language: 'en' | 'fr';
  status: Generated<'active' | 'paused'>;
  tools: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AgentBrainsTable {
  agent_id: string;
  brain_id: string;
  position: Generated<number>;
}

export interface AgentConversationsTable {
  id: string;
  agent_id: string;
  user_id: string;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AgentMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  position: number;
  role: 'user' | 'assistant';
  content: string;
  status: 'answered' | 'nothing_found' | 'unavailable' | null;
  citations: ColumnType<unknown[], string | undefined, string>;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  usage_measured: Generated<'provider' | 'estimated' | 'none'>;
  created_at: Timestamp;
}

export interface AgentTokenDaysTable {
  user_id: string;
  agent_id: string;
  agent_name: string;
  day: ColumnType<string, string, string>;
  answers: Generated<number>;
  prompt_tokens: ColumnType<string | number, number | undefined, number>;
  completion_tokens: ColumnType<string | number, number | undefined, number>;
}

export interface EventsTable {
  id: Generated<string>;
  user_id: string;
  kind: AnalyticsEventKind;
  subject_id: string | null;
  subject_name: string | null;
  occurred_at: Timestamp;
}

export interface EventDaysTable {
  user_id: string;
  /** A calendar day, `YYYY-MM-DD` (UTC). */
  day: ColumnType<string, string, string>;
  kind: AnalyticsEventKind;
  subject_id: string;
  subject_name: string | null;
  count: number;
}

export interface DB {
  auth_users: AuthUsersTable;
  auth_identities: AuthIdentitiesTable;
  one_time_tokens: OneTimeTokensTable;
  sessions: SessionsTable;
  oauth_states: OAuthStatesTable;
  identity_grants: IdentityGrantsTable;
  waiting_signup_codes: WaitingSignupCodesTable;
  avatars: AvatarsTable;
  profiles: ProfilesTable;
  tools: ToolsTable;
  tool_translations: ToolTranslationsTable;
  ratings: RatingsTable;
  comments: CommentsTable;
  inquiries: InquiriesTable;
  clients: ClientsTable;
  audit_log: AuditLogTable;
  dev_mail: DevMailTable;
  brains: BrainsTable;
  brain_shares: BrainSharesTable;
  brain_sources: BrainSourcesTable;
  brain_chunks: BrainChunksTable;
  brain_chunk_texts: BrainChunkTextsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  invitations: InvitationsTable;
  account_invitations: AccountInvitationsTable;
  agents: AgentsTable;
  agent_brains: AgentBrainsTable;
  agent_conversations: AgentConversationsTable;
  agent_messages: AgentMessagesTable;
  agent_token_days: AgentTokenDaysTable;
  events: EventsTable;
  event_days: EventDaysTable;
}

export type Profile = Selectable<ProfilesTable>;
