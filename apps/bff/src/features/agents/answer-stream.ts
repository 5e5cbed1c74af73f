import type { Writable } from 'node:stream';
import type { AgentStreamEvent } from '@app/contracts';

/**
 * How often, at most, a streamed answer's text is written: the first piece at once, then what
 * came meanwhile, together, every 40 ms (25 updates a second, as smooth to the eye as word by
 * word). A model that sends a word every few milliseconds then costs one write, one system call
 * and one event for the asker's page to parse, for several of its pieces.
 */
export const DELTA_INTERVAL_MS = 40;

/** A streamed answer's server-sent events, written to `out`, its text in `delta`s as above. */
export function answerEventWriter(out: Writable, intervalMs = DELTA_INTERVAL_MS) {
  let text = '';
  let timer: NodeJS.Timeout | null = null;
  let lastWritten = Number.NEGATIVE_INFINITY;
  const write = (event: AgentStreamEvent) =>
    out.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (text === '') return;
    write({ type: 'delta', text });
    text = '';
    lastWritten = performance.now();
  };
  return {
    /** A piece of the answer's text, as the engine wrote it. */
    delta(piece: string) {
      text += piece;
      if (timer || text === '') return;
      const wait = lastWritten + intervalMs - performance.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** Any other event: the text that came before it first, then the event, at once. */
    send(event: Exclude<AgentStreamEvent, { type: 'delta' }>) {
      flush();
      write(event);
    },
    /** The text still waiting, then the end of the stream. */
    end() {
      flush();
      out.end();
    },
  };
}
