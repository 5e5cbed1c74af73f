import type { TFunction } from 'i18next';
import { apiErrorText, isMissing } from '@/lib/api-errors';

/** The BFF's refusals by their code, worded by this app in both languages under `refusals.`. */
const refusalByCode: Record<string, string> = {
  agent_not_found: 'notFound',
  template_not_found: 'templateNotFound',
  read_only: 'readOnly',
  owner_only: 'ownerOnly',
  brain_not_available: 'brainNotAvailable',
  agent_paused: 'paused',
  name_required: 'nameRequired',
  conversation_not_found: 'conversationNotFound',
};

/** What a failed agents call tells the reader, in their language when it is a known refusal. */
export const agentErrorText = (error: unknown, t: TFunction<'agents'>): string =>
  apiErrorText(error, (key, options) => t(key as never, { ...options }), refusalByCode);

/** Not there for this reader (404), or its address is not one (400). */
export const isAgentMissing = isMissing;
