import type { BrainDetail } from '@app/contracts';
import { ClipboardPaste, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useLang } from '@/lib/use-lang';
import { useUploadSources } from '../api/upload-sources';
import { brainErrorText } from '../lib/brain-errors';
import { formatBytes } from '../lib/format-bytes';
import { checkUpload, type UploadProblem } from '../lib/upload-checks';
import { PasteSourceDialog } from './paste-source-dialog';

/** What the picker offers first; any file may still be chosen, and the server decides by its bytes. */
const ACCEPT = [
  '.txt',
  '.text',
  '.md',
  '.markdown',
  '.pdf',
  '.docx',
  'text/plain',
  'text/markdown',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/**
 * Add sources to a brain: drop files on the zone or choose them (several at once), or paste text.
 * The limits are shown, and checked before sending with the server's own words; the server still
 * checks them, and the type, and its refusal is shown the same way.
 */
export function UploadPanel({ brain, userId }: { brain: BrainDetail; userId: string }) {
  const { t } = useTranslation('brains');
  const lang = useLang();
  const headingId = useId();
  const limitsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<{ text: string; detail?: string } | null>(null);
  const [pasting, setPasting] = useState(false);
  const upload = useUploadSources(userId, brain.id);
  const { limits } = brain;

  const describe = (found: UploadProblem): { text: string; detail?: string } => {
    const text = t(`refusals.${found.kind}`);
    switch (found.kind) {
      case 'noFiles':
        return { text };
      case 'tooManyFiles':
        return { text, detail: t('upload.chosen', { count: found.count }) };
      case 'emptyFile':
        return { text, detail: found.file };
      case 'fileTooLarge':
        return { text, detail: `${found.file} (${formatBytes(found.size, lang)})` };
      case 'brainTooLarge':
        return {
          text,
          detail: t('upload.room', {
            free: formatBytes(Math.max(0, limits.brainMaxBytes - brain.sizeBytes), lang),
            adding: formatBytes(found.adding, lang),
          }),
        };
    }
  };

  const send = (files: File[]) => {
    if (upload.isPending) return;
    const found = checkUpload(files, brain.sizeBytes, limits);
    if (found) {
      setProblem(describe(found));
      return;
    }
    setProblem(null);
    upload.mutate(files, {
      onSuccess: (sources) => toast.success(t('toasts.added', { count: sources.length })),
      onError: (error) => setProblem({ text: brainErrorText(error, t) }),
    });
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      data-testid="add-sources"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('upload.title')}
      </h2>
      <div
        className={`mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-700/20' : 'border-line bg-surface-muted'}`}
        data-testid="drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <Upload aria-hidden="true" className="h-8 w-8 text-brand-600 dark:text-brand-100" />
        <p className="font-medium">{t('upload.drop')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            disabled={upload.isPending}
            aria-describedby={limitsId}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? <Spinner className="h-4 w-4" /> : null}
            {upload.isPending ? t('upload.uploading') : t('upload.choose')}
          </Button>
          <Button variant="secondary" onClick={() => setPasting(true)}>
            <ClipboardPaste className="h-4 w-4" />
            {t('paste.open')}
          </Button>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file chosen again is a change too.
            event.target.value = '';
            if (files.length > 0) send(files);
          }}
        />
        <p id={limitsId} className="max-w-lg text-xs text-ink-muted">
          {t('upload.limits', {
            count: limits.filesPerUpload,
            fileSize: formatBytes(limits.fileMaxBytes, lang),
            brainSize: formatBytes(limits.brainMaxBytes, lang),
            used: formatBytes(brain.sizeBytes, lang),
          })}
        </p>
      </div>
      {problem ? (
        <div
          role="alert"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="upload-problem"
        >
          <p className="font-medium">{problem.text}</p>
          {problem.detail ? <p className="mt-0.5 break-all">{problem.detail}</p> : null}
        </div>
      ) : null}
      <PasteSourceDialog
        brainId={brain.id}
        userId={userId}
        open={pasting}
        onOpenChange={setPasting}
      />
    </section>
  );
}
