import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { createSearcher } from './searcher.ts';
import { insertPassages } from './statement.ts';

/**
 * Warms the embedded engine's search before the process is ready (ADR 051).
 *
 * PGlite is Postgres compiled to WebAssembly. V8 first runs each of its functions from quickly
 * made baseline code, and compiles a function again, optimised, only once it has run long enough
 * (its tiering budget). A fresh process therefore serves its first thousand or so searches from
 * slower code, and meanwhile compiles on the second core: under load, searches in a new process
 * were slower than the same searches some minutes later.
 *
 * Here the process searches passages of its own before it says it is ready: the same statements
 * a user's search runs (the same query builder, the highlighter, the count), over generated
 * English, French and plain passages in tables of a schema it makes for this and drops after.
 * Nothing of a user's is read, and nothing of this stays.
 */
const SCHEMA = 'search_warmup';
const BRAIN_ID = '00000000-0000-4000-8000-00000000a11e';

const VOCABULARY = {
  english: words(`schedule delivery warehouse forecast supplier quality approval planning inventory
    shipment compliance audit software network customer request payment account report analysis
    project design testing release document policy storage capacity service contract meeting
    proposal estimate vendor training workflow manager employee question answer`),
  french: words(`calendrier livraison entrepôt prévision fournisseur qualité validation
    planification inventaire expédition conformité contrôle logiciel réseau client demande
    paiement compte rapport analyse projet conception essais version document politique stockage
    capacité service contrat réunion proposition estimation prestataire formation processus
    responsable salarié question réponse`),
  simple: words(`alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike
    november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu kappa
    omega sigma theta`),
};
const LINKS: Record<keyof typeof VOCABULARY, string[]> = {
  english: words('the and with before after for about of'),
  french: words('le la et avec avant après pour du'),
  simple: words('und mit der vor nach für'),
};

function words(text: string) {
  return text.trim().split(/\s+/);
}

/** A fixed sequence of pseudo-random numbers: the same passages and searches at every start. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** About 900 characters of prose in a language, as the chunker cuts a source's text. */
function passage(config: keyof typeof VOCABULARY, next: (below: number) => number) {
  const vocabulary = VOCABULARY[config];
  const links = LINKS[config];
  const sentences: string[] = [];
  let length = 0;
  while (length < 880) {
    const sentence =
      Array.from({ length: 10 + next(6) }, (_, i) =>
        i % 2 ? links[next(links.length)] : vocabulary[next(vocabulary.length)],
      ).join(' ') + '.';
    sentences.push(sentence[0]!.toUpperCase() + sentence.slice(1));
    length += sentence.length + 1;
  }
  return sentences.join(' ');
}

/** Searches a start runs unless configured (`SEARCH_WARMUP_SEARCHES`). */
export const SEARCH_WARMUP = 1_000;

export interface SearchWarmupOptions {
  /** How many passages in each of the three configurations. */
  passagesPerLanguage?: number;
  /** How many searches to run. */
  searches?: number;
}

export async function warmUpSearch(
  db: Kysely<DB>,
  { passagesPerLanguage = 400, searches = SEARCH_WARMUP }: SearchWarmupOptions = {},
): Promise<{ searches: number; passagesFound: number; ms: number }> {
  const started = performance.now();
  const next = sequence(20_261_128);
  const table = (name: string) => sql.table(`${SCHEMA}.${name}`);
  const tables = {
    chunks: table('brain_chunks'),
    texts: table('brain_chunk_texts'),
    sources: table('brain_sources'),
  };
  let passagesFound = 0;
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(db);
  await sql`create schema ${sql.id(SCHEMA)}`.execute(db);
  try {
    await sql`create table ${tables.sources} (
      id uuid primary key, name text not null)`.execute(db);
    await sql`create table ${tables.chunks}
      (like public.brain_chunks including defaults including identity including indexes)`.execute(
      db,
    );
    await sql`create table ${tables.texts}
      (like public.brain_chunk_texts including defaults including constraints including indexes)`.execute(
      db,
    );
    const configs = ['english', 'french', 'simple'] as const;
    for (const [n, config] of configs.entries()) {
      const sourceId = `00000000-0000-4000-8000-00000000000${n}`;
      await sql`insert into ${tables.sources} values (${sourceId}, ${`${config}.txt`})`.execute(db);
      const passages = Array.from({ length: passagesPerLanguage }, () => ({
        text: passage(config, next),
        page: null,
        pageEnd: null,
        readByOcr: false,
      }));
      await insertPassages(db, { brainId: BRAIN_ID, sourceId, config, start: 0, passages }, tables);
    }
    await sql`analyze ${tables.chunks}`.execute(db);

    const searcher = createSearcher(db, tables);
    for (let i = 0; i < searches; i++) {
      const vocabulary = VOCABULARY[configs[next(configs.length)]!];
      const q = Array.from({ length: 1 + next(3) }, () => vocabulary[next(vocabulary.length)]);
      const page = 1 + next(2);
      passagesFound += (await searcher.search(BRAIN_ID, { q: q.join(' '), page, pageSize: 10 }))
        .items.length;
    }
  } finally {
    await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(db);
  }
  return { searches, passagesFound, ms: Math.round(performance.now() - started) };
}
