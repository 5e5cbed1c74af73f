import type {
  AgentCitation,
  AnswerCitation,
  AnswerStatus,
  AnswerUsage,
  Language,
} from '@app/contracts';

/** One earlier turn of a conversation, oldest first. */
export interface AnswerTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What an agent is asked: its instructions, the question, what its brains found, the turns so far. */
export interface AnswerQuestion {
  agentId: string;
  /** The conversation this question belongs to (a workflow engine keeps its memory under it). */
  conversationId: string;
  instructions: string;
  question: string;
  locale: Language;
  /** The passages the brains found, best first; numbered [1], [2]… in that order. */
  passages: AgentCitation[];
  /** The conversation so far, oldest first (already bounded: see `boundedHistory`). */
  history: AnswerTurn[];
}

export interface AnswerOptions {
  /** Receives the answer's text as it is written. */
  onDelta?: (text: string) => void;
  /** Aborted when the asker goes away: the engine stops the provider's call. */
  signal?: AbortSignal;
}

export interface Answer {
  status: AnswerStatus;
  /** The answer; for `unavailable`, the reason in the asker's language. */
  answer: string;
  citations: AnswerCitation[];
  usage: AnswerUsage;
  /** For the log only (never for the asker): why an answer is `unavailable`. */
  reason?: string;
  /** The asker went away before the end: nothing of it is kept. */
  stopped?: boolean;
}

/**
 * The port every agent's answer goes through (ADR 058). Adapters: an OpenAI-compatible chat
 * completions provider, the chat webhook (n8n), and the extractive answer (no model). The rules
 * they share are kept here, in `createAnswerEngine`: no passage, no call; citations are the
 * passages the answer marks; a failure is a clear answer in the asker's language.
 */
export interface AnswerEngine {
  answer(question: AnswerQuestion, options?: AnswerOptions): Promise<Answer>;
  /** Which engine, for the logs (no credentials). */
  readonly description: string;
}

/** Why a writer gave no answer, as the asker is told it. */
export type AnswerFailure =
  'refused' | 'busy' | 'timed_out' | 'broken' | 'unreachable' | 'no_output' | 'stopped';

export type WriteOutcome =
  | { ok: true; text: string; usage: AnswerUsage }
  | { ok: false; failure: AnswerFailure; reason: string };

/** What each adapter does: write the answer's text from the question, streaming it as it goes. */
export interface AnswerWriter {
  write(question: AnswerQuestion, options: AnswerOptions): Promise<WriteOutcome>;
  readonly description: string;
}

export const NO_USAGE: AnswerUsage = { promptTokens: 0, completionTokens: 0, measured: 'none' };

/** What the asker reads when nothing was found or the engine failed, in both languages. */
export const answerMessages = {
  nothing_found: {
    en: 'I found nothing about this in the brains this agent uses.',
    fr: 'Je n’ai rien trouvé à ce sujet dans les cerveaux de cet agent.',
  },
  refused: {
    en: 'The answering model refused the request. An administrator needs to check its settings (address, key or model name).',
    fr: 'Le modèle qui répond a refusé la demande. Un administrateur doit vérifier ses réglages (adresse, clé ou nom du modèle).',
  },
  busy: {
    en: 'The answering model is busy right now (too many requests). Please try again in a moment.',
    fr: 'Le modèle qui répond est occupé (trop de demandes). Veuillez réessayer dans un instant.',
  },
  timed_out: {
    en: 'The answering model took too long to answer. Please try again in a moment.',
    fr: 'Le modèle qui répond a mis trop de temps à répondre. Veuillez réessayer dans un instant.',
  },
  broken: {
    en: 'The answering model’s reply was cut off or could not be read. Please try again.',
    fr: 'La réponse du modèle a été interrompue ou était illisible. Veuillez réessayer.',
  },
  unreachable: {
    en: 'The answering model cannot be reached right now. Please try again later.',
    fr: 'Le modèle qui répond est injoignable pour le moment. Veuillez réessayer plus tard.',
  },
  no_output: {
    en: 'The answering model gave no answer. Please try again later.',
    fr: 'Le modèle qui répond n’a donné aucune réponse. Veuillez réessayer plus tard.',
  },
  stopped: { en: 'Stopped.', fr: 'Arrêté.' },
} as const satisfies Record<AnswerFailure | 'nothing_found', Record<Language, string>>;

/**
 * The passages an answer marks with `[n]` (also `[1, 2]` and `[1][2]`), in their order, each with
 * its number. Numbers that name no passage sent are ignored; an answer that marks none is taken
 * to rest on all the passages it was given (ADR 058).
 */
export function citedPassages(text: string, passages: readonly AgentCitation[]): AnswerCitation[] {
  const marked = new Set<number>();
  for (const match of text.matchAll(/\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g))
    for (const number of match[1]!.split(',')) {
      const n = Number(number.trim());
      if (n >= 1 && n <= passages.length) marked.add(n);
    }
  const numbers =
    marked.size > 0 ? [...marked].sort((a, b) => a - b) : passages.map((_, i) => i + 1);
  return numbers.map((marker) => ({ ...passages[marker - 1]!, marker }));
}

/**
 * The shared rules around an adapter: no passage found → `nothing_found` without calling it
 * (every adapter alike); its `[n]` markers → citations; a failure → `unavailable` with the
 * reason in the asker's language.
 */
export function createAnswerEngine(writer: AnswerWriter): AnswerEngine {
  return {
    description: writer.description,
    async answer(question, options = {}) {
      if (question.passages.length === 0) {
        const answer = answerMessages.nothing_found[question.locale];
        options.onDelta?.(answer);
        return { status: 'nothing_found', answer, citations: [], usage: NO_USAGE };
      }
      const outcome = await writer.write(question, options);
      if (!outcome.ok)
        return {
          status: 'unavailable',
          answer: answerMessages[outcome.failure][question.locale],
          citations: [],
          usage: NO_USAGE,
          reason: outcome.reason,
          ...(outcome.failure === 'stopped' ? { stopped: true } : {}),
        };
      return {
        status: 'answered',
        answer: outcome.text,
        citations: citedPassages(outcome.text, question.passages),
        usage: outcome.usage,
      };
    },
  };
}
