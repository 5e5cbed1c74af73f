import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FromOcrProcess, ToOcrProcess } from './protocol.ts';

export type OcrErrorCode =
  /** More pages need OCR than a file may have read (nothing was read). */
  | 'too_many_pages'
  /** A page took longer than its time budget; the OCR process was ended. */
  | 'too_slow'
  /** The OCR process went over its memory bound and was ended. */
  | 'too_complex'
  /** Not a PDF, a page the renderer or the reader cannot take, or a crash of either. */
  | 'unreadable'
  /** The caller's signal, or the reader closing (the server shutting down). */
  | 'aborted'
  /** The OCR engine itself could not start: not the file's doing. */
  | 'failed';

export class OcrFailure extends Error {
  override name = 'OcrFailure';
  readonly code: OcrErrorCode;
  constructor(code: OcrErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The OCR process's JavaScript heap; its WebAssembly memory is bounded by the watchdog. */
const HEAP_MB = 128;
/**
 * The OCR process's scheduling priority where Linux's idle class cannot be had (a nice value): on
 * cores it shares with the BFF's requests, the requests go first.
 */
const NICE = 19;
/** How often the watchdog reads the process's resident memory. */
const WATCH_INTERVAL_MS = 100;
const ENTRY = fileURLToPath(new URL('./ocr-process.ts', import.meta.url));

/**
 * Whether `chrt` (util-linux) can be run here. The OCR process runs in Linux's idle scheduling
 * class (SCHED_IDLE), which any process may choose for itself: it gets a core only when nothing
 * else wants it, and a request that wakes up takes the core from it at once. A low nice value
 * alone still lets the OCR finish its slice while a request waits.
 */
function chrtRuns(): boolean {
  return (
    process.platform === 'linux' &&
    spawnSync('chrt', ['--version'], { stdio: 'ignore' }).status === 0
  );
}
/** Asked once, by the first OCR process to start. */
let idleClass: boolean | undefined;

interface Expectation {
  resolve: (message: FromOcrProcess) => void;
  reject: (error: OcrFailure) => void;
  /** What a death of the process while waiting means (a crash, not a kill of ours). */
  crash: OcrErrorCode;
  timer: NodeJS.Timeout;
}

/** Resident and peak resident memory of a process, in MB, from Linux's /proc; null elsewhere. */
export function processMemoryMb(pid: number): { rss: number; peak: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'latin1');
  } catch {
    return null;
  }
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * One OCR process and the watch kept on it: answers are awaited one at a time, each with a time
 * limit; past the memory bound or a time limit the process is killed and the wait fails with why.
 */
export class OcrProcessHandle {
  readonly ready: Promise<FromOcrProcess>;
  readonly exited: Promise<void>;
  peakMemoryMb = 0;
  private readonly child: ChildProcess;
  private readonly watchdog: NodeJS.Timeout;
  private waiting: Expectation | null = null;
  private killedFor: OcrErrorCode | null = null;
  private gone = false;
  private stderrTail = '';

  private readonly maxMemoryMb: number;

  constructor(maxMemoryMb: number, startTimeoutMs: number) {
    this.maxMemoryMb = maxMemoryMb;
    idleClass ??= chrtRuns();
    const command = [process.execPath, `--max-old-space-size=${HEAP_MB}`, ENTRY];
    // Every thread the process starts (the reader's workers) inherits its scheduling class.
    if (idleClass) command.unshift('chrt', '--idle', '0');
    this.child = spawn(command[0]!, command.slice(1), {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    try {
      if (this.child.pid !== undefined) setPriority(this.child.pid, NICE);
    } catch {
      // A system that does not let us lower a child's priority runs it at ours.
    }
    this.child.stderr!.setEncoding('utf8');
    this.child.stderr!.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-500);
    });
    this.child.on('message', (message: FromOcrProcess) => this.settle(message));
    this.exited = new Promise((resolve) => {
      const onGone = () => {
        if (this.gone) return;
        this.gone = true;
        clearInterval(this.watchdog);
        this.fail(null);
        resolve();
      };
      this.child.once('exit', onGone);
      // A process that could not be started at all emits no exit.
      this.child.once('error', onGone);
    });
    this.watchdog = setInterval(() => this.watch(), WATCH_INTERVAL_MS);
    this.watchdog.unref();
    this.ready = this.expect(startTimeoutMs, 'failed', 'failed');
  }

  get pid(): number | null {
    return this.gone ? null : (this.child.pid ?? null);
  }

  get alive(): boolean {
    return !this.gone;
  }

  /** Sends a message and waits for the answer, at most `timeoutMs`. */
  request(
    message: ToOcrProcess,
    timeoutMs: number,
    crash: OcrErrorCode,
    slow: OcrErrorCode = 'too_slow',
  ): Promise<FromOcrProcess> {
    const answer = this.expect(timeoutMs, crash, slow);
    this.post(message);
    return answer;
  }

  /** Sends a message that has no answer. */
  post(message: ToOcrProcess): void {
    if (this.gone) return;
    // A process that died meanwhile fails the wait through its exit.
    this.child.send(message, () => {});
  }

  /** Ends the process at once; a wait in progress fails with `reason`. */
  kill(reason: OcrErrorCode): void {
    if (this.gone) return;
    this.killedFor ??= reason;
    this.child.kill('SIGKILL');
  }

  /** While a file is read the process keeps the BFF's event loop open; idle, it does not. */
  hold(held: boolean): void {
    if (this.gone) return;
    if (held) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }

  private expect(
    timeoutMs: number,
    crash: OcrErrorCode,
    slow: OcrErrorCode,
  ): Promise<FromOcrProcess> {
    return new Promise((resolve, reject) => {
      if (this.gone) {
        reject(this.failure(crash));
        return;
      }
      const timer = setTimeout(() => this.kill(slow), timeoutMs);
      this.waiting = { resolve, reject, crash, timer };
    });
  }

  private settle(message: FromOcrProcess): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    waiting.resolve(message);
  }

  private fail(crash: OcrErrorCode | null): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    waiting.reject(this.failure(crash ?? waiting.crash));
  }

  private failure(crash: OcrErrorCode): OcrFailure {
    // V8 ending the process for its heap is the memory bound too, reached from the inside.
    const outOfMemory = /out of memory/i.test(this.stderrTail) ? 'too_complex' : null;
    const code = this.killedFor ?? outOfMemory ?? crash;
    const messages: Record<OcrErrorCode, string> = {
      too_many_pages: 'too many pages',
      too_slow: 'the OCR took longer than its time budget',
      too_complex: `the OCR process went over ${this.maxMemoryMb} MB`,
      unreadable: `the OCR process ended while reading${this.stderrTail ? `: ${this.stderrTail.trim()}` : ''}`,
      aborted: 'the OCR was stopped',
      failed: `the OCR engine did not start${this.stderrTail ? `: ${this.stderrTail.trim()}` : ''}`,
    };
    return new OcrFailure(code, messages[code]);
  }

  private watch(): void {
    const memory = this.child.pid === undefined ? null : processMemoryMb(this.child.pid);
    if (!memory) return;
    this.peakMemoryMb = Math.max(this.peakMemoryMb, memory.peak, memory.rss);
    if (memory.rss > this.maxMemoryMb) this.kill('too_complex');
  }
}
