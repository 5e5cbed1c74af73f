import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component first rendered, then true: what is not
 * needed for that first paint (a form's code, where a heading and a list paint first) is asked for
 * after it, not beside it. A frame's callback runs before that frame's paint; a task it queues
 * runs after.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
