import { ChatWebhookResponse, type ChatWebhookRequest, type Language } from '@app/contracts';

/** The spec's two failure texts, in both languages. */
export const chatFailureMessages = {
  no_output: {
    en: "I'm here to help! However, I'm currently experiencing some issues. Please try again later.",
    fr: 'Je suis là pour vous aider ! Je rencontre cependant quelques difficultés en ce moment. Veuillez réessayer plus tard.',
  },
  unreachable: {
    en: "I'm having trouble connecting. Please try again later.",
    fr: "J'ai du mal à me connecter. Veuillez réessayer plus tard.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type WebhookResult =
  { status: 'ok'; output: string } | { status: 'no_output' | 'unreachable'; reason: string };

/**
 * Posts one message to the chat webhook and reads `output` from its answer. Only the message,
 * the session id and harmless metadata leave: no cookie, no token, no header of the visitor's.
 */
export async function callChatWebhook(
  url: string,
  payload: ChatWebhookRequest,
  timeoutMs: number,
): Promise<WebhookResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    return {
      status: 'unreachable',
      reason: error instanceof Error ? error.name + ': ' + error.message : String(error),
    };
  }
  // The webhook answered, without an output: the workflow failed or is not active (n8n's 404).
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return { status: 'no_output', reason: `HTTP ${response.status}${detail ? `: ${detail}` : ''}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { status: 'no_output', reason: 'the answer is not JSON' };
  }
  const parsed = ChatWebhookResponse.safeParse(body);
  if (!parsed.success) return { status: 'no_output', reason: 'the answer has no output field' };
  const first = Array.isArray(parsed.data) ? parsed.data[0] : parsed.data;
  const output = first?.output?.trim();
  return output ? { status: 'ok', output } : { status: 'no_output', reason: 'empty output' };
}
