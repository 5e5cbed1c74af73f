import MiniSearch from 'minisearch';
import type { KnowledgeDoc } from './knowledge.ts';
import { stopWords, type Lang } from './language.ts';

export interface Hit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the question's meaningful words found in the document (0..1). */
  coverage: number;
}

const strip = (term: string) =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Full-text retrieval over the knowledge, one index per language. */
export function createRetriever(docs: KnowledgeDoc[]) {
  const indexes = new Map<Lang, MiniSearch<KnowledgeDoc>>();
  for (const lang of ['en', 'fr'] as const) {
    const index = new MiniSearch<KnowledgeDoc>({
      fields: ['title', 'keywords', 'text'],
      storeFields: ['id'],
      processTerm: (term) => {
        const lower = term.toLowerCase().replace(/^[ldjcsnmt]'/, '');
        if (stopWords[lang].has(lower) || lower.length < 2) return null;
        // Plural and accent-insensitive matching, good enough for support questions.
        return strip(lower).replace(/(?<=\w{3})s$/, '');
      },
      searchOptions: {
        boost: { title: 2.5, keywords: 1.5 },
        prefix: (term) => term.length > 4,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: 'OR',
      },
    });
    index.addAll(docs.filter((doc) => doc.lang === lang));
    indexes.set(lang, index);
  }
  const byId = new Map(docs.map((doc) => [doc.id, doc]));

  function meaningfulTerms(query: string, lang: Lang): string[] {
    return [
      ...new Set(
        (query.toLowerCase().match(/[\p{L}\p{N}'$€%-]+/gu) ?? [])
          .map((term) => term.replace(/^[ldjcsnmt]'/, ''))
          .filter((term) => term.length >= 2 && !stopWords[lang].has(term)),
      ),
    ];
  }

  return {
    search(query: string, lang: Lang, limit = 3): Hit[] {
      const terms = meaningfulTerms(query, lang);
      if (terms.length === 0) return [];
      const results = indexes.get(lang)!.search(query).slice(0, limit);
      return results.map((result) => ({
        doc: byId.get(result.id as string)!,
        score: result.score,
        coverage: Math.min(1, new Set(result.queryTerms).size / terms.length),
      }));
    },
    meaningfulTerms,
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
