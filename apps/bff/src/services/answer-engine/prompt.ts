import type { AgentCitation, Language } from '@app/contracts';
import type { AnswerQuestion, AnswerTurn } from './answer-engine.ts';

/** A passage's text, plain (its highlighted runs joined), spaces made single. */
export const passageText = (citation: AgentCitation) =>
  citation.passage
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** Where a passage is: `p. 63`, `pp. 63–64`, or nothing for a format without pages. */
export function passagePlace(citation: Pick<AgentCitation, 'page' | 'pageEnd'>): string {
  if (citation.page === null) return '';
  return citation.pageEnd !== null && citation.pageEnd !== citation.page
    ? `pp. ${citation.page}–${citation.pageEnd}`
    : `p. ${citation.page}`;
}

const languageNames: Record<Language, string> = { en: 'English', fr: 'French' };

/** The passages, numbered as the answer must cite them: `[1] Brain · source · p. 3`, then the text. */
export function numberedPassages(passages: readonly AgentCitation[]): string {
  return passages
    .map((citation, index) => {
      const place = passagePlace(citation);
      const heading = [citation.brainName, citation.sourceName, ...(place ? [place] : [])].join(
        ' · ',
      );
      return `[${index + 1}] ${heading}\n${passageText(citation)}`;
    })
    .join('\n\n');
}

/** How to answer from the passages: the same words for a model and for a workflow engine. */
export function answeringRules(locale: Language): string {
  return [
    `Answer in ${languageNames[locale]}, from the numbered passages below only.`,
    'Cite each passage you use with its number in square brackets, e.g. [1] or [2].',
    'If the passages do not answer the question, say so plainly instead of guessing.',
  ].join(' ');
}

/** The system message for a chat-completions model: the agent's instructions, the rules, the passages. */
export function systemMessage(question: AnswerQuestion): string {
  const instructions = question.instructions.trim() || 'You are a helpful assistant.';
  return `${instructions}\n\n${answeringRules(question.locale)}\n\nPassages:\n\n${numberedPassages(question.passages)}`;
}

/**
 * For a workflow engine whose AI Agent reads only `chatInput` (n8n's default): the agent's
 * instructions, the rules and the numbered passages before the question.
 */
export function contextualQuestion(question: AnswerQuestion): string {
  const instructions = question.instructions.trim();
  return [
    ...(instructions ? [`Instructions: ${instructions}`] : []),
    answeringRules(question.locale),
    `Passages:\n\n${numberedPassages(question.passages)}`,
    `Question: ${question.question}`,
  ].join('\n\n');
}

/** How much of a conversation goes back to the model: the last turns, within a budget. */
export const HISTORY_MAX_TURNS = 10;
export const HISTORY_MAX_CHARACTERS = 12_000;

/**
 * The newest turns that fit: at most `HISTORY_MAX_TURNS` messages and `HISTORY_MAX_CHARACTERS`
 * characters, starting with a question (an answer without its question confuses a model).
 */
export function boundedHistory(turns: readonly AnswerTurn[]): AnswerTurn[] {
  const kept: AnswerTurn[] = [];
  let characters = 0;
  for (let index = turns.length - 1; index >= 0 && kept.length < HISTORY_MAX_TURNS; index -= 1) {
    const turn = turns[index]!;
    characters += turn.content.length;
    if (characters > HISTORY_MAX_CHARACTERS) break;
    kept.unshift(turn);
  }
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/** About four characters a token: what a provider that does not count is taken to use. */
export const estimatedTokens = (text: string) => Math.ceil(text.length / 4);
