import type { Passage } from '@app/contracts';

/**
 * A search passage as text: highlighted runs in <mark>, the rest as is. Runs are only ever text
 * nodes: whatever a document says (markup included) is shown, never interpreted.
 */
export function PassageText({ passage }: { passage: Passage }) {
  return (
    <>
      {passage.map((run, index) =>
        run.highlight ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200 px-0.5 text-ink dark:bg-amber-500/40 dark:text-ink"
          >
            {run.text}
          </mark>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </>
  );
}
