import { buildKnowledge } from './knowledge.ts';
import { detectLanguage, type Lang } from './language.ts';
import { createRetriever, type Hit } from './retriever.ts';

/** Below these, the assistant says it does not know rather than guessing. */
export const CONFIDENCE = { minScore: 4, minCoverage: 0.5 } as const;
const SESSION_TTL_MS = 30 * 60_000;
const MAX_SESSIONS = 10_000;

const texts = {
  en: {
    more: 'More',
    unknown:
      "I'm not sure I can answer that one. Our team will be glad to help: [contact us](/contact), or browse the [FAQ](/faq).",
    greeting:
      'Hello! Ask me about our services, pricing, accounts, brains, agents or support, and I will point you to the right page.',
    thanks: "You're welcome! Anything else I can help with?",
  },
  fr: {
    more: 'En savoir plus',
    unknown:
      'Je ne suis pas sûr de pouvoir répondre à cette question. Notre équipe se fera un plaisir de vous aider : [contactez-nous](/contact), ou consultez la [FAQ](/faq).',
    greeting:
      'Bonjour ! Posez-moi vos questions sur nos services, nos tarifs, votre compte, les cerveaux, les agents ou le support : je vous oriente vers la bonne page.',
    thanks: 'Avec plaisir ! Puis-je vous aider pour autre chose ?',
  },
} as const;

const GREETING =
  /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|bonsoir|salut|coucou)\b[\s!.,]*$/i;
const THANKS = /^(thanks?|thank you|merci)( (a lot|beaucoup|bien))?[\s!.]*$/i;

interface SessionContext {
  lastQuestion: string;
  lastDocId: string;
  at: number;
}

export interface AssistantAnswer {
  output: string;
  lang: Lang;
  /** The page the answer comes from, when there is one. */
  source?: string;
  confident: boolean;
}

export function createAssistant(now: () => number = Date.now) {
  const retriever = createRetriever(buildKnowledge());
  const sessions = new Map<string, SessionContext>();

  const confident = (hit: Hit | undefined): hit is Hit =>
    hit !== undefined && hit.score >= CONFIDENCE.minScore && hit.coverage >= CONFIDENCE.minCoverage;

  function remember(sessionId: string, question: string, hit: Hit) {
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    sessions.delete(sessionId);
    sessions.set(sessionId, { lastQuestion: question, lastDocId: hit.doc.id, at: now() });
  }

  function answer(message: string, sessionId: string, pageLang: Lang = 'en'): AssistantAnswer {
    const question = message.trim();
    const lang = detectLanguage(question, pageLang);
    const t = texts[lang];
    if (GREETING.test(question)) return { output: t.greeting, lang, confident: true };
    if (THANKS.test(question)) return { output: t.thanks, lang, confident: true };

    let hit = retriever.search(question, lang)[0];
    // A short follow-up ("and in French?", "how much is it?") is read with the previous question.
    const context = sessions.get(sessionId);
    if (context && now() - context.at < SESSION_TTL_MS && question.split(/\s+/).length <= 7) {
      const followUp = retriever.search(`${context.lastQuestion} ${question}`, lang)[0];
      if (confident(followUp) && (!confident(hit) || followUp.score > hit.score * 1.2))
        hit = followUp;
    }
    if (!confident(hit)) return { output: t.unknown, lang, confident: false };

    remember(sessionId, question, hit);
    return {
      output: `${hit.doc.answer}\n\n${t.more}: [${hit.doc.title}](${hit.doc.path})`,
      lang,
      source: hit.doc.source,
      confident: true,
    };
  }

  return { answer, retriever, sessions };
}

export type Assistant = ReturnType<typeof createAssistant>;
