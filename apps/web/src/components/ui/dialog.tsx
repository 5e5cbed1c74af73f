import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { buttonClass } from './button';

/**
 * A modal dialog on the browser's own `<dialog>`: the page behind is inert (focus stays inside),
 * Escape and a click on the backdrop close it, focus returns to where it was, and the page does
 * not scroll behind it (styles.css). Nothing is injected at run time, so the CSP needs no inline
 * style.
 */
export function Dialog({
  open,
  onOpenChange,
  labelledBy,
  describedBy,
  className,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const closed = useEffectEvent(() => {
    onOpenChange(false);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => closed();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      className={`bg-transparent p-0 text-ink backdrop:bg-black/40 ${className}`}
      // A click on the dialog itself, not on its content, is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/** A panel sliding from one edge, with its title and a close button: menus and navigation. */
export function Drawer({
  open,
  onOpenChange,
  side,
  title,
  closeLabel,
  testId,
  panelClassName = 'bg-surface',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  testId?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      testId={testId}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none w-full max-w-xs ${side === 'left' ? 'left-0' : 'right-0 left-auto'}`}
    >
      <div className={`flex h-full flex-col overflow-y-auto shadow-xl ${panelClassName}`}>
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-line"
            aria-label={closeLabel}
          >
            <X className="h-5 w-5" />
          </button>
        </div>
        {children}
      </div>
    </Dialog>
  );
}

/**
 * "Delete …?" with Cancel and a confirming action: Cancel has the focus first, so Enter never
 * confirms by accident; Escape or a click outside cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  cancel,
  confirm,
  onConfirm,
  tone = 'danger',
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  cancel: { label: string; ariaLabel?: string };
  confirm: { label: string; ariaLabel?: string };
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
  testId?: string;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      describedBy={textId}
      testId={testId}
      className="m-auto w-[calc(100%-2rem)] max-w-md"
    >
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-sm text-ink-muted">
          {text}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            // The safe choice comes first.
            autoFocus
            className={buttonClass('secondary')}
            aria-label={cancel.ariaLabel}
            onClick={() => onOpenChange(false)}
          >
            {cancel.label}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            aria-label={confirm.ariaLabel}
            className={
              tone === 'danger'
                ? 'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-700 focus-visible:outline-red-600'
                : buttonClass('primary')
            }
          >
            {confirm.label}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A centred panel holding one form (editing a brain, pasting a source…): the form names the
 * dialog by putting the title id it is given on its heading.
 */
export function FormDialog({
  open,
  onOpenChange,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testId?: string;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      testId={testId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto"
    >
      <div className="rounded-2xl border border-line bg-surface p-6 text-left shadow-xl">
        {children(titleId)}
      </div>
    </Dialog>
  );
}
