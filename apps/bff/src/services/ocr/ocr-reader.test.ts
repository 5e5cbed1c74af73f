import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blankScan, scanPdf, textPdf } from '@app/test-fixtures/scanned-pdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrReader, type OcrPage, type OcrReader } from './ocr-reader.ts';

const ENGLISH =
  'The committee reviewed the quarterly budget and approved the purchase of seventeen bicycles for the warehouse staff. ' +
  'Everyone agreed that the northern garden should be watered every morning, while the library remains closed on Thursdays. ' +
  'A thoughtful engineer suggested painting the corridor yellow, and the manager promised an answer before the holidays.';
const ENGLISH_WORDS = [
  'committee',
  'quarterly',
  'budget',
  'seventeen',
  'bicycles',
  'warehouse',
  'northern',
  'garden',
  'library',
  'thursdays',
  'engineer',
  'corridor',
  'yellow',
  'holidays',
];

const FRENCH =
  'Le conseil municipal a examiné le budget trimestriel et approuvé l’achat de dix-sept vélos pour le personnel de l’entrepôt. ' +
  'Tout le monde a convenu que le jardin du nord doit être arrosé chaque matin, tandis que la bibliothèque reste fermée le jeudi. ' +
  'Une ingénieure attentive a proposé de peindre le couloir en jaune, et la directrice a promis une réponse avant les vacances.';
const FRENCH_WORDS = [
  'conseil',
  'municipal',
  'examiné',
  'trimestriel',
  'vélos',
  'personnel',
  'entrepôt',
  'jardin',
  'arrosé',
  'matin',
  'bibliothèque',
  'fermée',
  'jeudi',
  'couloir',
  'jaune',
  'réponse',
  'vacances',
];

/** Most of the distinctive words, whatever the case: OCR may miss a letter here and there. */
function expectWords(text: string, words: string[]) {
  const read = new Set(text.toLowerCase().match(/[\p{L}-]+/gu));
  const found = words.filter((word) => read.has(word));
  expect(found.length, `found ${found.join(', ')} in:\n${text}`).toBeGreaterThanOrEqual(
    Math.ceil(words.length * 0.8),
  );
}

function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** The reader's process id, once the read has started it (it starts within a turn of the loop). */
async function pidOf(reader: OcrReader): Promise<number> {
  for (let turn = 0; turn < 100 && reader.pid === null; turn++)
    await new Promise((resolve) => setImmediate(resolve));
  expect(reader.pid).not.toBeNull();
  return reader.pid!;
}

const limits = { maxPages: 3, pageTimeoutMs: 60_000, maxMemoryMb: 1024 };
let english: Uint8Array;
let french: Uint8Array;
let blank: Uint8Array;

beforeAll(async () => {
  // Scanned at 200 dpi: a scan as offices make them, and quicker to make than the OCR's 300.
  [english, french, blank] = await Promise.all([
    textPdf([[ENGLISH]]).then((pdf) => scanPdf(pdf, { dpi: 200 })),
    textPdf([[FRENCH]]).then((pdf) => scanPdf(pdf, { dpi: 200 })),
    blankScan(),
  ]);
});

describe('reading scanned pages', () => {
  const watchFolder = mkdtempSync(join(tmpdir(), 'ocr-network-'));
  const watchFile = join(watchFolder, 'connections');
  const watcher = fileURLToPath(new URL('../../../test/helpers/network-watch.ts', import.meta.url));
  let reader: OcrReader;

  beforeAll(() => {
    // The OCR process starts with the network watch loaded: any connection it opens is written down.
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${watcher}`.trim();
    process.env.NETWORK_WATCH_FILE = watchFile;
    reader = createOcrReader(limits);
  });
  afterAll(async () => {
    await reader.close();
    rmSync(watchFolder, { recursive: true, force: true });
  });

  it(
    'reads English and French pages, keeps their lines, and tells their language, opening no connection',
    { timeout: 120_000 },
    async () => {
      const seen: OcrPage[] = [];
      const first = await reader.read(english, [1], {
        languages: 'auto',
        onPage: (page) => seen.push(page),
      });
      delete process.env.NETWORK_WATCH_FILE;
      process.env.NODE_OPTIONS = process.env
        .NODE_OPTIONS!.replace(`--import ${watcher}`, '')
        .trim();
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(seen).toEqual(first.pages);
      expect(first.language).toBe('eng');
      expectWords(first.pages[0]!.text, ENGLISH_WORDS);
      // The paragraph was set on several lines, and the text keeps them.
      expect(first.pages[0]!.text.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(first.pages[0]!.confidence).toBeGreaterThan(70);

      const second = await reader.read(french, [1], { languages: 'auto' });
      expect(second.ok).toBe(true);
      if (!second.ok) return;
      expect(second.language).toBe('fra');
      expectWords(second.pages[0]!.text, FRENCH_WORDS);
      // The same process read both files: the engine loads once.
      expect(second.stats.startMs).toBeNull();

      expect(existsSync(watchFile) ? readFileSync(watchFile, 'utf8') : '').toBe('');
    },
  );

  it('sees a connection when one is made (the watch above works)', () => {
    execFileSync(
      process.execPath,
      ['--import', watcher, '-e', "fetch('http://127.0.0.1:59999').catch(() => {})"],
      {
        env: { ...process.env, NETWORK_WATCH_FILE: watchFile },
      },
    );
    expect(readFileSync(watchFile, 'utf8')).toMatch(/net\.client\.socket|undici:request:create/);
  });

  it('reads a blank scanned page as empty text, not as an error', { timeout: 60_000 }, async () => {
    const result = await reader.read(blank, [1], { languages: 'auto' });
    expect(result).toMatchObject({
      ok: true,
      pages: [{ number: 1, text: '', confidence: 0 }],
      language: null,
    });
  });

  it(
    'renders a page too large for the pixel bound at a lower resolution, never whole',
    { timeout: 60_000 },
    async () => {
      const poster = await PDFDocument.create();
      const font = await poster.embedFont(StandardFonts.Helvetica);
      // 100 by 100 inches: at 300 dpi, 900 million pixels.
      poster.addPage([7200, 7200]).drawText('GIANT POSTER', { x: 400, y: 3600, size: 600, font });
      const result = await reader.read(await poster.save(), [1], { languages: ['eng'] });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.pages[0]!.dpi).toBeLessThan(72);
      expectWords(result.pages[0]!.text, ['giant', 'poster']);
    },
  );
});

describe('files the OCR cannot or may not read', () => {
  let reader: OcrReader;
  beforeAll(() => {
    reader = createOcrReader(limits);
  });
  afterAll(() => reader.close());

  it('refuses more pages than the limit before reading any', async () => {
    const result = await reader.read(english, [1, 1, 1, 1], { languages: 'auto' });
    expect(result).toMatchObject({ ok: false, error: 'too_many_pages', page: null });
    expect(reader.pid).toBeNull();
  });

  it(
    'ends a file that is not a PDF as unreadable, and reads the next file',
    { timeout: 60_000 },
    async () => {
      const broken = Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        Buffer.from('not a real body '.repeat(50)),
      ]);
      expect(await reader.read(broken, [1], { languages: ['eng'] })).toMatchObject({
        ok: false,
        error: 'unreadable',
      });
      expect(await reader.read(blank, [1], { languages: ['eng'] })).toMatchObject({ ok: true });
    },
  );

  it('asks for a page the file does not have: unreadable', { timeout: 60_000 }, async () => {
    expect(await reader.read(blank, [2], { languages: ['eng'] })).toMatchObject({
      ok: false,
      error: 'unreadable',
      page: 2,
    });
  });

  it(
    'ends a file whose reading crashes the OCR process as unreadable, and the next file is read',
    { timeout: 60_000 },
    async () => {
      const twoPages = await textPdf([['a page'], ['another page']]).then((pdf) =>
        scanPdf(pdf, { dpi: 100 }),
      );
      let crashed = 0;
      const result = await reader.read(twoPages, [1, 2], {
        languages: ['eng'],
        onPage: () => {
          // As a renderer's crash would: the process dies between two pages.
          crashed = reader.pid!;
          process.kill(crashed, 'SIGKILL');
        },
      });
      expect(result).toMatchObject({ ok: false, error: 'unreadable', page: 2 });
      expect(gone(crashed)).toBe(true);
      expect(await reader.read(blank, [1], { languages: ['eng'] })).toMatchObject({ ok: true });
    },
  );

  it('stops at the time budget of a page and ends the process', { timeout: 60_000 }, async () => {
    const hurried = createOcrReader({ ...limits, pageTimeoutMs: 5 });
    const reading = hurried.read(english, [1], { languages: ['eng'] });
    const pid = await pidOf(hurried);
    const result = await reading;
    expect(result).toMatchObject({ ok: false, error: 'too_slow' });
    expect(gone(pid)).toBe(true);
    expect(hurried.pid).toBeNull();
    await hurried.close();
  });

  it('stops at the memory bound and ends the process', { timeout: 60_000 }, async () => {
    const small = createOcrReader({ ...limits, maxMemoryMb: 20 });
    const reading = small.read(english, [1], { languages: ['eng'] });
    const pid = await pidOf(small);
    expect(await reading).toMatchObject({ ok: false, error: 'too_complex' });
    expect(gone(pid)).toBe(true);
    await small.close();
  });

  it.skipIf(process.platform !== 'linux' || spawnSync('chrt', ['--version']).status !== 0)(
    "runs in Linux's idle scheduling class, so requests that wake up take the core from it",
    { timeout: 60_000 },
    async () => {
      const idle = createOcrReader(limits);
      const reading = idle.read(english, [1], { languages: ['eng'] });
      const pid = await pidOf(idle);
      // /proc/<pid>/stat: the fields after the command's closing parenthesis start at the 3rd;
      // the 41st is the scheduling policy (5: SCHED_IDLE).
      const policy = () =>
        Number(readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]!.split(' ')[41 - 3]);
      // `chrt` sets the class before it starts Node, in the same process: wait for that moment.
      for (let turn = 0; turn < 100 && policy() !== 5; turn++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(policy()).toBe(5);
      expect((await reading).ok).toBe(true);
      await idle.close();
    },
  );

  it(
    'stops when the caller aborts, and closing ends the process',
    { timeout: 60_000 },
    async () => {
      const stopping = createOcrReader(limits);
      const controller = new AbortController();
      const reading = stopping.read(english, [1], {
        languages: ['eng'],
        signal: controller.signal,
      });
      const pid = await pidOf(stopping);
      const waiting = stopping.read(english, [1], { languages: ['eng'] });
      controller.abort();
      expect(await reading).toMatchObject({ ok: false, error: 'aborted' });
      await stopping.close();
      expect(await waiting).toMatchObject({ ok: false, error: 'aborted' });
      expect(gone(pid)).toBe(true);
    },
  );
});
