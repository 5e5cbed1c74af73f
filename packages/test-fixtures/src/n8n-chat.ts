import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One exchange recorded with a real n8n's Chat Trigger (n8n-chat/exchanges.json; the workflows
 * that answered are in n8n-chat/workflows.json). The BFF's tests answer with these in place of
 * n8n, and so does the e2e suite's chat webhook.
 */
export interface RecordedExchange {
  id: string;
  workflow: string;
  request: Record<string, unknown> | Record<string, unknown>[];
  response: {
    status: number;
    headers: Record<string, string>;
    json?: unknown;
    body?: string;
    lines?: unknown[];
  };
}

export const n8nChatRecording = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../n8n-chat/exchanges.json'), 'utf8'),
) as { recorded: string; server: string; exchanges: RecordedExchange[] };

/** The recorded exchange `id`; throws when there is none, so a renamed recording fails loudly. */
export function recordedExchange(id: string): RecordedExchange {
  const found = n8nChatRecording.exchanges.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no recorded n8n exchange ${id}`);
  return found;
}
