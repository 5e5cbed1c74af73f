import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerEventWriter } from './answer-stream.ts';

/** A writer on a stream whose writes are kept, with a `delta` interval of its own. */
function capture() {
  const out = new PassThrough();
  const writes: string[] = [];
  out.on('data', (chunk: Buffer) => writes.push(chunk.toString()));
  return { out, writes, events: answerEventWriter(out, 40) };
}
/** Every event written, in order (a write may hold several). */
const deltas = (writes: string[]) =>
  writes.flatMap((write) =>
    [...write.matchAll(/^data: (.*)$/gm)].map(
      (match) => JSON.parse(match[1]!) as { type: string; text?: string },
    ),
  );

describe('a streamed answer’s events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the first piece at once and what comes within the interval together', async () => {
    const { writes, events } = capture();
    events.delta('Refunds ');
    await vi.advanceTimersByTimeAsync(0);
    expect(deltas(writes)).toEqual([{ type: 'delta', text: 'Refunds ' }]);
    for (const word of ['are ', 'paid ', 'within ']) {
      events.delta(word);
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30);
    expect(deltas(writes)).toEqual([
      { type: 'delta', text: 'Refunds ' },
      { type: 'delta', text: 'are paid within ' },
    ]);
  });

  it('writes pieces further apart than the interval each as it comes', async () => {
    const { writes, events } = capture();
    for (const word of ['one ', 'two ', 'three']) {
      events.delta(word);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(deltas(writes).map((event) => event.text)).toEqual(['one ', 'two ', 'three']);
  });

  it('writes the waiting text before any other event, and before the end', async () => {
    const { out, writes, events } = capture();
    events.delta('fourteen ');
    events.delta('days');
    events.send({ type: 'citations', citations: [] });
    events.delta('');
    events.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(deltas(writes)).toEqual([
      { type: 'delta', text: 'fourteen ' },
      { type: 'delta', text: 'days' },
      { type: 'citations', citations: [] },
    ]);
    expect(out.writableEnded).toBe(true);
  });

  it('sends events that follow one another, and the end, in one write', async () => {
    const { writes, events } = capture();
    events.delta('Refunds ');
    events.delta('are paid.');
    events.send({ type: 'citations', citations: [] });
    events.send({
      type: 'error',
      error: 'An error occurred while answering.',
      code: 'answer_failed',
    });
    events.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe(
      'event: delta\ndata: {"type":"delta","text":"are paid."}\n\n' +
        'event: citations\ndata: {"type":"citations","citations":[]}\n\n' +
        'event: error\ndata: {"type":"error","error":"An error occurred while answering.","code":"answer_failed"}\n\n',
    );
  });

  it('writes an event on its own on the next turn when nothing follows it', async () => {
    const { out, writes, events } = capture();
    events.send({ type: 'citations', citations: [] });
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(deltas(writes)).toEqual([{ type: 'citations', citations: [] }]);
    expect(out.writableEnded).toBe(false);
  });
});
