import type { Assistant } from '@app/assistant';
import type { ChatEngine } from './chat-engine.ts';

/**
 * The local support assistant, called in this process: one reply at once, no stored history
 * (its short follow-up context is not a transcript), so the browser's copy is the history.
 */
export function createLocalChatEngine(assistant: Assistant): ChatEngine {
  return {
    description: 'local support assistant',
    async send({ chatInput, sessionId, metadata }, options) {
      const { output } = assistant.answer(chatInput, sessionId, metadata?.locale ?? 'en');
      if (!output.trim()) return { status: 'no_output', reason: 'empty output' };
      options?.onDelta?.(output);
      return { status: 'ok', output };
    },
    async history() {
      return { status: 'none', reason: 'the local assistant keeps no history' };
    },
  };
}
