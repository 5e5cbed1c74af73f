import { apiRoutes } from 'virtual:api-routes';
import { AgentStreamEvent, type AnswerCitation, type AskAgentRequest } from '@app/contracts';
import { createParser } from 'eventsource-parser';
import { ApiError } from '@/lib/api-client';

export type AnswerEnd = Extract<AgentStreamEvent, { type: 'done' }>;

/** The BFF failed once the answer had begun (an `error` event): its message, in the asker's language. */
export class AnswerStreamError extends Error {
  override name = 'AnswerStreamError';
}

export interface AnswerHandlers {
  /** Text as it is written, to append. */
  onDelta: (text: string) => void;
  onCitations: (citations: AnswerCitation[]) => void;
  signal?: AbortSignal;
}

/**
 * Asks the agent and reads its answer as it is written: server-sent events over a streamed
 * fetch, parsed by eventsource-parser and checked against the contract. Resolves with the end
 * (`done`); a refusal (400, 404, 409, 429) throws an ApiError, as the other calls do.
 */
export async function streamAskAgent(
  agentId: string,
  body: AskAgentRequest,
  { onDelta, onCitations, signal }: AnswerHandlers,
): Promise<AnswerEnd> {
  const response = await fetch(
    apiRoutes.agents.streamAskAgent.path.replace(':id', encodeURIComponent(agentId)),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-requested-with': 'agentia-web',
      },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    },
  );
  if (!response.ok || !response.body)
    throw new ApiError(
      response.status,
      await response.json().catch(() => undefined),
      response.headers,
    );

  let end: AnswerEnd | null = null;
  let failure: string | null = null;
  const parser = createParser({
    onEvent: ({ data }) => {
      const event = AgentStreamEvent.parse(JSON.parse(data));
      if (event.type === 'delta') onDelta(event.text);
      else if (event.type === 'citations') onCitations(event.citations);
      else if (event.type === 'done') end = event;
      else failure = event.error;
    },
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (failure !== null) throw new AnswerStreamError(failure);
  if (!end) throw new AnswerStreamError('The answer ended before its end.');
  return end;
}
