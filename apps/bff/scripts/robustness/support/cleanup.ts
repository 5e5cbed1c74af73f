// What a robustness script leaves behind must go whichever way it ends: normally, by an exception,
// on Ctrl-C, or when its own deadline passes. Children and temp dirs can be removed synchronously
// (so even `process.exit` removes them); dropping a database needs a connection, so async
// cleanups run only on the paths that can wait for them (the end of `main`, signals, deadline).

type AsyncCleanup = () => unknown;
type SyncCleanup = () => void;

const asyncCleanups: { label: string; run: AsyncCleanup }[] = [];
const syncCleanups = new Set<SyncCleanup>();
let installed = false;
let running: Promise<void> | null = null;
let stoppingNow = false;

/** True once a signal or the deadline asked the script to stop: start nothing new. */
export function stopping(): boolean {
  return stoppingNow;
}

function install() {
  if (installed) return;
  installed = true;
  // The last word: `exit` listeners cannot wait, so only the synchronous cleanups run here.
  process.on('exit', () => {
    for (const cleanup of [...syncCleanups].reverse()) {
      try {
        cleanup();
      } catch {
        // Nothing more can be done while the process exits.
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up before exit`);
      stoppingNow = true;
      void runCleanups().finally(() => process.exit(130));
    });
  }
}

/**
 * Registers something that must be undone before the process ends (kill a child, remove a temp
 * dir). Runs on `process.exit` too. Returns a function that unregisters it once done by hand.
 */
export function onExitSync(cleanup: SyncCleanup): () => void {
  install();
  syncCleanups.add(cleanup);
  return () => syncCleanups.delete(cleanup);
}

/** Registers an async cleanup (drop a database). Returns a function that unregisters it. */
export function onCleanup(label: string, run: AsyncCleanup): () => void {
  install();
  const entry = { label, run };
  asyncCleanups.push(entry);
  return () => {
    const index = asyncCleanups.indexOf(entry);
    if (index >= 0) asyncCleanups.splice(index, 1);
  };
}

/**
 * Runs every pending cleanup, newest first: the synchronous ones (children killed, so nothing
 * still uses what follows) and then the async ones. A failing one is reported; the rest still run.
 */
export function runCleanups(): Promise<void> {
  running ??= (async () => {
    for (const cleanup of [...syncCleanups].reverse()) {
      syncCleanups.delete(cleanup);
      try {
        cleanup();
      } catch (error) {
        console.error(`cleanup failed: ${(error as Error).message}`);
      }
    }
    while (asyncCleanups.length > 0) {
      const { label, run } = asyncCleanups.pop()!;
      try {
        await run();
      } catch (error) {
        console.error(`cleanup "${label}" failed: ${(error as Error).message}`);
      }
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * A script must stop by itself: past `seconds` it cleans up and exits with `code`, whatever is
 * still pending. The timer does not keep an otherwise finished process alive.
 */
export function exitAfter(seconds: number, code = 2): () => void {
  const timer = setTimeout(() => {
    console.error(`deadline of ${seconds} s reached: cleaning up and stopping`);
    stoppingNow = true;
    void runCleanups().finally(() => process.exit(code));
  }, seconds * 1000);
  timer.unref();
  return () => clearTimeout(timer);
}
