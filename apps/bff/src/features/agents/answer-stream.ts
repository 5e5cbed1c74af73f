import type { Writable } from 'node:stream';
import type { AgentStreamEvent } from '@app/contracts';

/**
 * How often, at most, a streamed answer's text is written: the first piece at once, then what
 * came meanwhile, together, once an interval (still as smooth to the eye as word by word). A model
 * that writes faster then costs one write, one system call and one event for the asker's page to
 * parse, for several of its pieces (ADR 059).
 */
export const DELTA_INTERVAL_MS = 40;

/** A streamed answer's server-sent events, written to `out`, its text in `delta`s as above. */
export function answerEventWriter(out: Writable, intervalMs = DELTA_INTERVAL_MS) {
  let text = '';
  /** Events formatted and not yet written: they go out together, in one write. */
  let unwritten = '';
  let timer: NodeJS.Timeout | null = null;
  let lastWritten = Number.NEGATIVE_INFINITY;
  const format = (event: AgentStreamEvent) =>
    `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
  const takeText = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (text === '') return;
    unwritten += format({ type: 'delta', text });
    text = '';
    lastWritten = performance.now();
  };
  const write = () => {
    if (unwritten === '') return;
    out.write(unwritten);
    unwritten = '';
  };
  return {
    /** A piece of the answer's text, as the engine wrote it. */
    delta(piece: string) {
      text += piece;
      if (timer || text === '') return;
      const wait = lastWritten + intervalMs - performance.now();
      if (wait > 0) {
        timer = setTimeout(() => {
          takeText();
          write();
        }, wait);
        return;
      }
      takeText();
      write();
    },
    /**
     * Any other event, after the text that came before it. Events sent one after another
     * (`citations`, then `done`) leave together, with the end when it follows at once.
     */
    send(event: Exclude<AgentStreamEvent, { type: 'delta' }>) {
      takeText();
      const first = unwritten === '';
      unwritten += format(event);
      if (first) setImmediate(write);
    },
    /** The text and events still waiting, then the end of the stream, in one write. */
    end() {
      takeText();
      const rest = unwritten;
      unwritten = '';
      if (rest === '') out.end();
      else out.end(rest);
    },
  };
}
