// The OCR reader (src/services/ocr) on real pages: a text PDF is rendered to a scan of itself, so
// the text layer is the ground truth. Per page: our time (render and read) against Debian's
// native `tesseract` on the same pixels with one thread, when it is installed (a reference for
// the measure only, never a dependency of the product); word accuracy of both against the text
// layer; the OCR process's peak memory, its start-up, and the BFF process's own memory and
// event-loop delay while it reads. Also a French sample made on the spot. Figures go to
// docs/performance.md.
// With --visitors: the p95 of a catalogue read (`GET /api/tools`, cache off, a steady 40 a
// second) through the whole BFF, in alternating windows without and with OCR reading scanned
// pages in the same process's OCR child.
// Usage: pnpm --filter @app/bff bench:ocr [-- --pdf file.pdf --pages 6 --rounds 2 --dpi 300
//          --languages auto|eng|fra|eng+fra] [-- --visitors --seconds 15 --rounds 3]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { imagePdf, renderPages, textPdf } from '@app/test-fixtures/scanned-pdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { createOcrReader, type OcrLanguage } from '../src/services/ocr/index.ts';

const DEBIAN_PDFS = [
  '/usr/share/doc/libtasn1-doc/libtasn1.pdf',
  '/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf',
];

const { values } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    pdf: { type: 'string' },
    pages: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '2' },
    dpi: { type: 'string', default: '300' },
    languages: { type: 'string', default: 'auto' },
    visitors: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
  },
});
const pageCount = Number(values.pages);
const rounds = Number(values.rounds);
const dpi = Number(values.dpi);
const languages: readonly OcrLanguage[] | 'auto' =
  values.languages === 'auto' ? 'auto' : (values.languages!.split('+') as OcrLanguage[]);
const source = values.pdf ?? DEBIAN_PDFS.find((path) => existsSync(path));
if (!(pageCount > 0) || !(rounds > 0) || !(dpi >= 72) || !source) {
  console.error(
    'Usage: bench:ocr [-- --pdf file.pdf --pages 6 --rounds 2 --dpi 300 --languages auto|eng|fra|eng+fra]',
  );
  console.error('(without --pdf, a PDF Debian ships is used: apt-get install libtasn1-doc)');
  process.exit(2);
}

const words = (text: string) => {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};
/** The share of the ground truth's words (with their counts) found in what was read. */
function wordAccuracy(truths: string[], reads: string[]): number {
  let total = 0;
  let found = 0;
  truths.forEach((truth, index) => {
    const read = words(reads[index] ?? '');
    for (const [word, count] of words(truth)) {
      total += count;
      found += Math.min(count, read.get(word) ?? 0);
    }
  });
  return total === 0 ? 0 : found / total;
}
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0]!,
    median: sorted[Math.floor((sorted.length - 1) / 2)]!,
    max: sorted.at(-1)!,
  };
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ] ?? 0;
const f = (value: number) => Math.round(value).toString();

/** Pages with a good deal of text: their text layer is the truth to read back. */
async function pagesWithText(pdf: Uint8Array, count: number) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  await document.cleanup();
  const pages = text
    .map((truth, index) => ({ number: index + 1, truth }))
    .filter(({ truth }) => truth.replace(/\s/g, '').length > 800)
    .slice(0, count);
  return pages;
}

const FRENCH_PARAGRAPHS = [
  "La médiathèque municipale ouvre ses portes du mardi au samedi, de dix heures à dix-huit heures. Les lecteurs peuvent emprunter jusqu'à six documents pour une durée de trois semaines, renouvelable une fois si aucune réservation n'est en attente.",
  "Les ateliers d'écriture reprennent à la rentrée : chaque jeudi soir, une romancière accompagne les participants dans l'élaboration d'une nouvelle. Les inscriptions se font à l'accueil ou par courrier électronique, dans la limite des places disponibles.",
  "Le conseil d'administration a approuvé le budget de l'exercice suivant. Il prévoit la rénovation de la salle de lecture, l'achat de nouveaux ordinateurs et l'élargissement des horaires pendant la période des examens. Les travaux commenceront au printemps et dureront environ quatre mois, pendant lesquels le service de prêt restera assuré dans les locaux de l'ancienne école, place de la Fontaine.",
  'Enfin, la direction remercie chaleureusement les bénévoles qui ont participé à la braderie annuelle : grâce à leur engagement, plus de deux mille ouvrages ont trouvé de nouveaux lecteurs et la recette servira à financer les animations destinées aux enfants.',
];
/** Three pages of the paragraphs, each page starting at another one. */
const FRENCH = [0, 1, 2].map((shift) => [
  ...FRENCH_PARAGRAPHS.slice(shift),
  ...FRENCH_PARAGRAPHS.slice(0, shift),
]);

async function nativeTesseract(images: string[], language: string, tessdata?: string) {
  const times: number[] = [];
  const texts: string[] = [];
  for (const image of images) {
    const started = performance.now();
    // At the OCR process's priority (nice 10), so that the machine's other load weighs on both alike.
    const output = execFileSync(
      'nice',
      [
        '-n',
        '10',
        'tesseract',
        image,
        'stdout',
        '-l',
        language,
        '--oem',
        '1',
        '--dpi',
        String(dpi),
        ...(tessdata ? ['--tessdata-dir', tessdata] : []),
      ],
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['ignore', 'pipe', 'ignore'] },
    ).toString('utf8');
    times.push(performance.now() - started);
    texts.push(output);
  }
  return { times, texts };
}

async function measure(name: string, pdf: Uint8Array, truths: string[], fileLanguage: OcrLanguage) {
  // Native tesseract reads with the packs ours is given; with `auto`, with the file's language.
  const nativeLanguage = languages === 'auto' ? fileLanguage : languages.join('+');
  const rendered = await renderPages(
    pdf,
    dpi,
    truths.map((_, index) => index + 1),
  );
  const scanned = await imagePdf([...rendered.values()]);
  const folder = mkdtempSync(join(tmpdir(), 'bench-ocr-'));
  const images = [...rendered.values()].map((page, index) => {
    const path = join(folder, `page-${index + 1}.pgm`);
    writeFileSync(
      path,
      Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`), page.pixels]),
    );
    return path;
  });
  // The same language data as ours, for the engine alone to be compared.
  const ourData = join(folder, 'tessdata');
  const require = createRequire(import.meta.url);
  mkdirSync(ourData);
  for (const language of ['eng', 'fra'])
    writeFileSync(
      join(ourData, `${language}.traineddata`),
      gunzipSync(
        readFileSync(
          join(
            dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
            '4.0.0_best_int',
            `${language}.traineddata.gz`,
          ),
        ),
      ),
    );
  const hasNative = spawnSync('tesseract', ['--version']).status === 0;

  const ours: number[][] = truths.map(() => []);
  const native: number[][] = truths.map(() => []);
  const nativeSameData: number[][] = truths.map(() => []);
  let ourTexts: string[] = [];
  let nativeTexts: string[] = [];
  let nativeSameDataTexts: string[] = [];
  const startMs: number[] = [];
  const loadMs: number[] = [];
  let peakOcr = 0;
  let peakParent = 0;
  let restingParent = 0;
  /** How late a 10 ms timer fires on this process's event loop while the OCR reads. */
  const lateness: number[] = [];

  for (let round = 0; round < rounds; round++) {
    // A reader a round: each pays the start-up once, as a file after an idle server does.
    const reader = createOcrReader({
      maxPages: 1000,
      pageTimeoutMs: 120_000,
      maxMemoryMb: 4096,
      dpi,
    });
    restingParent = process.memoryUsage().rss / 1048576;
    let expected = performance.now() + 10;
    const sampler = setInterval(() => {
      const now = performance.now();
      lateness.push(Math.max(0, now - expected));
      expected = now + 10;
      peakParent = Math.max(peakParent, process.memoryUsage().rss / 1048576);
    }, 10);
    const result = await reader.read(
      scanned,
      truths.map((_, index) => index + 1),
      {
        languages,
        onPage: (page) => ours[page.number - 1]!.push(page.ms),
      },
    );
    clearInterval(sampler);
    await reader.close();
    if (!result.ok) throw new Error(`${name}: ${result.error} ${result.message}`);
    ourTexts = result.pages.map((page) => page.text);
    startMs.push(result.stats.startMs ?? 0);
    loadMs.push(result.stats.loadMs);
    peakOcr = Math.max(peakOcr, result.stats.peakMemoryMb);
    if (hasNative) {
      const debian = await nativeTesseract(images, nativeLanguage);
      debian.times.forEach((time, index) => native[index]!.push(time));
      nativeTexts = debian.texts;
      const same = await nativeTesseract(images, nativeLanguage, ourData);
      same.times.forEach((time, index) => nativeSameData[index]!.push(time));
      nativeSameDataTexts = same.texts;
    }
  }
  rmSync(folder, { recursive: true, force: true });

  // Each page's best round: what the machine gives when the other load lets it.
  const best = (times: number[][]) => times.map((perRound) => Math.min(...perRound));
  const ourBest = stats(best(ours));
  console.log(
    `\n${name}: ${truths.length} pages at ${dpi} dpi, languages ${String(languages)}, best of ${rounds} rounds`,
  );
  console.log(
    `  ours (PDFium + tesseract.js-core, one process): per page min ${f(ourBest.min)} / median ${f(ourBest.median)} / max ${f(ourBest.max)} ms; word accuracy ${(wordAccuracy(truths, ourTexts) * 100).toFixed(1)} %`,
  );
  if (hasNative) {
    const nativeBest = stats(best(native));
    const sameBest = stats(best(nativeSameData));
    console.log(
      `  native tesseract, Debian's data (${nativeLanguage}, OMP_THREAD_LIMIT=1, nice 10): per page min ${f(nativeBest.min)} / median ${f(nativeBest.median)} / max ${f(nativeBest.max)} ms; word accuracy ${(wordAccuracy(truths, nativeTexts) * 100).toFixed(1)} %`,
    );
    console.log(
      `  native tesseract, our data (4.0.0_best_int): per page min ${f(sameBest.min)} / median ${f(sameBest.median)} / max ${f(sameBest.max)} ms; word accuracy ${(wordAccuracy(truths, nativeSameDataTexts) * 100).toFixed(1)} %`,
    );
    console.log(
      `  ratio ours / native (medians): ${(ourBest.median / nativeBest.median).toFixed(2)} (Debian's data), ${(ourBest.median / sameBest.median).toFixed(2)} (same data); goal ≤ 2`,
    );
  } else
    console.log(
      '  native tesseract not installed: no reference (apt-get install tesseract-ocr tesseract-ocr-fra)',
    );
  console.log(
    `  OCR process: start-up ${startMs.map(f).join(', ')} ms, language data ${loadMs.map(f).join(', ')} ms (a round each); peak resident memory ${f(peakOcr)} MB`,
  );
  console.log(
    `  this process (the BFF's side): resident ${f(restingParent)} MB before, peak ${f(peakParent)} MB while reading; event-loop delay p50 ${percentile(lateness, 50).toFixed(1)} / p99 ${percentile(lateness, 99).toFixed(1)} / max ${Math.max(...lateness).toFixed(1)} ms`,
  );
}

/**
 * Other visitors while OCR runs: a catalogue read at a steady rate, timed from the client, in
 * windows without and with OCR, alternating so that the machine's other load falls on both.
 */
async function visitors(scanned: Uint8Array, pages: number[]) {
  const { randomBytes } = await import('node:crypto');
  const { buildApp } = await import('../src/app.ts');
  const { openDatabase } = await import('../src/db/database.ts');
  const { migrateToLatest } = await import('../src/db/migrate.ts');
  const { seedDatabase } = await import('../src/db/seed/seed.ts');
  const { parseEnv } = await import('../src/env.ts');
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  const { app } = await buildApp({
    env: parseEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      CATALOGUE_CACHE_SECONDS: '0',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    }),
    database,
  });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/tools?lang=en`;
  const seconds = Number(values.seconds);
  const reader = createOcrReader({
    maxPages: 1000,
    pageTimeoutMs: 120_000,
    maxMemoryMb: 4096,
    dpi,
  });

  async function window(withOcr: boolean) {
    const stop = new AbortController();
    let ocrPages = 0;
    const ocr = (async () => {
      while (withOcr && !stop.signal.aborted)
        await reader.read(scanned, pages, {
          languages,
          signal: stop.signal,
          onPage: () => ocrPages++,
        });
    })();
    const latencies: number[] = [];
    const requests: Promise<void>[] = [];
    const end = performance.now() + seconds * 1000;
    for (let next = performance.now(); next < end; next += 25) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      const started = performance.now();
      requests.push(
        fetch(url).then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - started);
        }),
      );
    }
    await Promise.all(requests);
    stop.abort();
    await ocr;
    return { latencies, ocrPages };
  }

  console.log(`\nCatalogue reads (GET /api/tools, cache off, 40 a second), ${seconds} s windows:`);
  const pooled = { without: [] as number[], with: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    for (const withOcr of round % 2 === 0 ? [false, true] : [true, false]) {
      const { latencies, ocrPages } = await window(withOcr);
      pooled[withOcr ? 'with' : 'without'].push(...latencies);
      console.log(
        `  round ${round + 1}, ${withOcr ? `with OCR (${ocrPages} pages read)` : 'without OCR'}: ${latencies.length} reads, p50 ${percentile(latencies, 50).toFixed(1)} / p95 ${percentile(latencies, 95).toFixed(1)} / p99 ${percentile(latencies, 99).toFixed(1)} ms`,
      );
    }
  }
  for (const [name, latencies] of Object.entries(pooled))
    console.log(
      `  all rounds, ${name} OCR: ${latencies.length} reads, p50 ${percentile(latencies, 50).toFixed(1)} / p95 ${percentile(latencies, 95).toFixed(1)} / p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
  await reader.close();
  await app.close();
  await database.close();
}

const pdf = new Uint8Array(readFileSync(source));
const pages = await pagesWithText(pdf, pageCount);
if (pages.length === 0) {
  console.error(`${source}: no page with a text layer to compare with`);
  process.exit(2);
}
// Only the chosen pages, in a PDF of their own: the scan is made of it.
const { PDFDocument } = await import('pdf-lib');
const original = await PDFDocument.load(pdf);
const chosen = await PDFDocument.create();
for (const page of await chosen.copyPages(
  original,
  pages.map(({ number }) => number - 1),
))
  chosen.addPage(page);
if (values.visitors) {
  const rendered = await renderPages(await chosen.save(), dpi);
  await visitors(
    await imagePdf([...rendered.values()]),
    pages.map((_, index) => index + 1),
  );
  process.exit(0);
}
await measure(
  `${source} (pages ${pages.map(({ number }) => number).join(', ')})`,
  await chosen.save(),
  pages.map(({ truth }) => truth),
  'eng',
);

const french = await textPdf(FRENCH);
const frenchTruth = await pagesWithText(french, 3);
await measure(
  'French pages made on the spot (12 pt Helvetica)',
  french,
  frenchTruth.map(({ truth }) => truth),
  'fra',
);
