import type { AgentToolId } from '@app/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The last failure of each tool (consent denied, a refused callback, a failed test or revoke),
 * kept for this tab until the tool's next success: its card shows the Error state and the
 * message. The callback page sets it before it returns to the list.
 */
type ToolErrors = Readonly<Partial<Record<AgentToolId, string>>>;

let errors: ToolErrors = {};
const listeners = new Set<() => void>();

function update(next: ToolErrors) {
  errors = next;
  for (const listener of listeners) listener();
}

export function setToolError(tool: AgentToolId, message: string) {
  update({ ...errors, [tool]: message });
}

export function clearToolError(tool: AgentToolId) {
  if (!(tool in errors)) return;
  const { [tool]: _cleared, ...rest } = errors;
  update(rest);
}

export function toolError(tool: AgentToolId): string | null {
  return errors[tool] ?? null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useToolError(tool: AgentToolId): string | null {
  return useSyncExternalStore(
    subscribe,
    () => toolError(tool),
    () => toolError(tool),
  );
}
