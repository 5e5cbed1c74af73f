// Retrieval quality, checked on real documents: manuals Debian's packages ship (fixtures/manuals,
// with their licences), added to a brain through the BFF's API as a person adds them, then
// searched for phrases and identifiers each of which is on known pages (retrieval-quality.json):
// dotted identifiers (`stdio.h`, `fonts.conf`), version numbers, compound words, and words
// hyphenated across a line break. A phrase is found when a result's passage holds it exactly
// (spaces aside), and found on the right page when that result's page is one the phrase is on.
// Prints each phrase's outcome and the recall of both. Usage:
//   pnpm --filter @app/bff quality:brains
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrainDetail, SearchResults } from '@app/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { registerUser } from './robustness/support/accounts.ts';
import { startBffReady } from './robustness/support/bff-process.ts';
import { exitAfter, onExitSync, runCleanups } from './robustness/support/cleanup.ts';

interface Query {
  text: string;
  file: string;
  pages: number[];
  kind: string;
}
interface Checklist {
  documents: { file: string; pdf?: string; about: string }[];
  queries: Query[];
}

const here = import.meta.dirname;
const checklist = JSON.parse(
  readFileSync(join(here, 'retrieval-quality.json'), 'utf8'),
) as Checklist;
const LINES_PER_PAGE = 60;
exitAfter(600);

/** A text laid out as print: 60 of its lines a page, in Courier, each line as it is. */
async function pdfOfLines(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const lines = text.replace(/\n+$/, '').split('\n');
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    const page = pdf.addPage([595, 842]);
    lines.slice(start, start + LINES_PER_PAGE).forEach((line, i) => {
      if (line.trim()) page.drawText(line, { x: 40, y: 800 - i * 12.5, size: 9, font });
    });
  }
  return Buffer.from(await pdf.save());
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function main() {
  const files = await Promise.all(
    checklist.documents.map(async (document) => {
      const bytes = readFileSync(join(here, 'fixtures/manuals', document.file));
      return document.pdf
        ? { name: document.pdf, bytes: await pdfOfLines(bytes.toString('utf8')) }
        : { name: document.file, bytes };
    }),
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'retrieval-quality-'));
  onExitSync(() => rmSync(dataDir, { recursive: true, force: true }));
  const { bff } = await startBffReady({
    label: 'retrieval-quality',
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      DEMO_ACCOUNTS: 'false',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
  onExitSync(() => {
    if (bff.alive()) bff.child.kill('SIGKILL');
  });
  const { client } = await registerUser(bff.url, 1, { emailFor: () => 'quality@example.org' });

  const brainId = (
    await client.request<BrainDetail>('POST', '/api/brains', { name: 'Debian manuals' })
  ).body!.id;
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const added = await client.request('POST', `/api/brains/${brainId}/sources`, form);
  if (added.status !== 201) throw new Error(`upload answered ${added.status}`);
  let brain: BrainDetail | undefined;
  for (const started = performance.now(); ;) {
    brain = (await client.request<BrainDetail>('GET', `/api/brains/${brainId}`)).body;
    if (brain?.sources.every((source) => source.status === 'ready' || source.status === 'error'))
      break;
    if (performance.now() - started > 300_000) throw new Error('the brain was not read in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  for (const source of brain.sources)
    console.log(
      `${source.name}: ${source.status}${source.error ? ` (${source.error.message})` : ''}, ${source.chunkCount} passages`,
    );

  let found = 0;
  let onPage = 0;
  let withPage = 0;
  const rows: string[][] = [];
  for (const query of checklist.queries) {
    const params = new URLSearchParams({ q: query.text, pageSize: '20' });
    const response = await client.request<SearchResults>(
      'GET',
      `/api/brains/${brainId}/search?${params}`,
    );
    const hits = (response.body?.items ?? []).filter(
      (hit) =>
        hit.sourceName === query.file &&
        normal(hit.passage.map((run) => run.text).join('')).includes(normal(query.text)),
    );
    const paged = hits.filter((hit) => hit.page !== null);
    const right = paged.find((hit) =>
      query.pages.some((page) => page >= hit.page! && page <= (hit.pageEnd ?? hit.page!)),
    );
    if (hits.length > 0) found += 1;
    if (paged.length > 0) withPage += 1;
    if (right) onPage += 1;
    rows.push([
      query.kind,
      query.text,
      query.pages.join(', '),
      hits.length === 0
        ? response.status === 200
          ? 'not found'
          : `answered ${response.status}`
        : right
          ? `p. ${right.page}`
          : paged.length > 0
            ? `wrong page (p. ${paged.map((hit) => hit.page).join(', ')})`
            : 'found, no page',
    ]);
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log('');
  for (const row of rows)
    console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  '));
  const total = checklist.queries.length;
  const percent = (n: number) => `${n}/${total} (${Math.round((n / total) * 100)}%)`;
  console.log('');
  console.log(`found anywhere:         ${percent(found)}`);
  console.log(`found on the right page: ${percent(onPage)}`);
  if (withPage === 0)
    console.log(
      'No passage found carries its page: page recall stays at 0 until passages keep their page.',
    );
}

try {
  await main();
} finally {
  await runCleanups();
}
