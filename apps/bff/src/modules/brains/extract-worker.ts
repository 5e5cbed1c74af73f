import { parentPort, workerData } from 'node:worker_threads';
import type { SourceKind } from '@app/contracts';
import { extractSourceText } from './extract-text.ts';

// One file, one thread: whatever the file makes the reader do, it is this thread's heap and time
// that run out, never the server's (extract.ts sets the limits and ends the thread).
const { kind, bytes } = workerData as { kind: SourceKind; bytes: Uint8Array };
parentPort!.postMessage(await extractSourceText(kind, bytes));
