import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

/**
 * Toasts: short messages that come and go on their own. A module-level store, so any code can
 * show one (`toast.success('Saved')`) and it survives a route change; a `<Toaster />` shows them
 * in a polite live region. Each toast leaves after 5 seconds (the clock stops while the pointer
 * is over them or the focus is in them), or with its close button, or Escape.
 */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** A short heading, such as the name of what the message is about. */
  title?: string;
  /** Milliseconds before it leaves; 5 s by default. */
  duration?: number;
}

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
  title?: string;
}

export const TOAST_DURATION_MS = 5000;
/** The oldest toasts leave first when more arrive. */
export const MAX_TOASTS = 5;

// ---- The store ----

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, Timer>();
const pausedBy = new Set<string>();
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function arm(id: number, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

export function showToast(variant: ToastVariant, message: string, options: ToastOptions = {}) {
  const id = nextId++;
  const item: Toast =
    options.title === undefined
      ? { id, variant, message }
      : { id, variant, message, title: options.title };
  const kept = [...toasts, item];
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_TOASTS))) clearTimer(old.id);
  emit(kept.slice(-MAX_TOASTS));
  const timer: Timer = {
    handle: undefined,
    remaining: options.duration ?? TOAST_DURATION_MS,
    startedAt: 0,
  };
  timers.set(id, timer);
  if (pausedBy.size === 0) arm(id, timer);
  return id;
}

function clearTimer(id: number) {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

export function dismissToast(id: number) {
  clearTimer(id);
  if (toasts.some((item) => item.id === id)) emit(toasts.filter((item) => item.id !== id));
}

/** Stops every toast's clock (for a reason: 'hover', 'focus'…) until each reason is resumed. */
export function pauseToasts(reason: string) {
  const wasRunning = pausedBy.size === 0;
  pausedBy.add(reason);
  if (!wasRunning) return;
  const now = Date.now();
  for (const timer of timers.values()) {
    if (timer.handle === undefined) continue;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
  }
}

export function resumeToasts(reason: string) {
  if (!pausedBy.delete(reason) || pausedBy.size > 0) return;
  for (const [id, timer] of timers) if (timer.handle === undefined) arm(id, timer);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: dismissToast,
  /** Removes every toast at once (tests, sign-out). */
  clear() {
    for (const id of timers.keys()) clearTimer(id);
    pausedBy.clear();
    emit([]);
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/** The toasts on screen, oldest first. */
export const currentToasts = (): readonly Toast[] => toasts;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, currentToasts, currentToasts);
}

// ---- Only one <Toaster /> shows them, whichever was mounted first ----

let owners: readonly string[] = [];
const ownerListeners = new Set<() => void>();
const subscribeOwners = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => void ownerListeners.delete(listener);
};
const getOwners = () => owners;
function setOwners(next: readonly string[]) {
  owners = next;
  for (const listener of ownerListeners) listener();
}

// ---- The region ----

const variantStyle: Record<ToastVariant, { box: string; icon: string; Icon: LucideIcon }> = {
  success: {
    box: 'border-green-600/40 bg-green-50 text-green-950 dark:border-green-400/40 dark:bg-green-950 dark:text-green-50',
    icon: 'text-green-700 dark:text-green-300',
    Icon: CircleCheck,
  },
  error: {
    box: 'border-red-600/40 bg-red-50 text-red-950 dark:border-red-400/40 dark:bg-red-950 dark:text-red-50',
    icon: 'text-red-700 dark:text-red-300',
    Icon: CircleAlert,
  },
  info: {
    box: 'border-line bg-surface text-ink',
    icon: 'text-brand-600 dark:text-brand-100',
    Icon: Info,
  },
};

function ToastItem({
  item,
  dismissLabel,
  onDismiss,
}: {
  item: Toast;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  const style = variantStyle[item.variant];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss(item.id);
  };
  return (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-3 shadow-lg sm:w-96 ${style.box}`}
      data-testid="toast"
      data-variant={item.variant}
      onKeyDown={onKeyDown}
    >
      <style.Icon className={`mt-0.5 h-5 w-5 shrink-0 ${style.icon}`} strokeWidth={2.2} />
      <p className="min-w-0 flex-1 text-sm break-words">
        {item.title ? <strong className="block font-semibold">{item.title}</strong> : null}
        <span>{item.message}</span>
      </p>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        aria-label={dismissLabel}
        title={dismissLabel}
        className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg opacity-70 hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10"
      >
        <X className="h-4 w-4" />
      </button>
    </div>
  );
}

/**
 * The live region itself is one element kept in <body> for the life of the page: when the page
 * changes and another <Toaster /> takes over, the region is already there, so what is added to it
 * is still announced.
 */
let regionElement: HTMLDivElement | null = null;
function liveRegion(label: string): HTMLDivElement {
  if (!regionElement?.isConnected) {
    regionElement = document.createElement('div');
    regionElement.setAttribute('role', 'status');
    regionElement.setAttribute('aria-live', 'polite');
    regionElement.setAttribute('aria-atomic', 'false');
    regionElement.dataset.testid = 'toaster';
    // Above the page and its dialogs; clear of the chat button in the bottom-right corner.
    regionElement.className =
      'pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-0 sm:items-end';
    document.body.append(regionElement);
  }
  if (regionElement.getAttribute('aria-label') !== label)
    regionElement.setAttribute('aria-label', label);
  return regionElement;
}

/**
 * Where toasts appear (bottom right; full width on small screens), in a polite live region.
 * Render it on any page that shows toasts: when several are mounted only the first shows them.
 * The labels default to English; pass translated ones.
 */
export function Toaster({
  label = 'Notifications',
  dismissLabel = 'Dismiss notification',
}: {
  label?: string;
  dismissLabel?: string;
}) {
  const id = useId();
  const items = useToasts();
  const currentOwners = useSyncExternalStore(subscribeOwners, getOwners, getOwners);

  useEffect(() => {
    setOwners([...owners, id]);
    return () => {
      setOwners(owners.filter((owner) => owner !== id));
      // The pointer or focus may have left with the toasts.
      resumeToasts(`hover:${id}`);
      resumeToasts(`focus:${id}`);
    };
  }, [id]);

  if (currentOwners[0] !== id || typeof document === 'undefined') return null;
  // A removed element takes the focus with it without a blur: the clocks start again.
  const onDismiss = (toastId: number) => {
    dismissToast(toastId);
    resumeToasts(`focus:${id}`);
  };
  return createPortal(
    <div
      className="contents"
      onMouseEnter={() => pauseToasts(`hover:${id}`)}
      onMouseLeave={() => resumeToasts(`hover:${id}`)}
      onFocus={() => pauseToasts(`focus:${id}`)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          resumeToasts(`focus:${id}`);
      }}
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} dismissLabel={dismissLabel} onDismiss={onDismiss} />
      ))}
    </div>,
    liveRegion(label),
  );
}
