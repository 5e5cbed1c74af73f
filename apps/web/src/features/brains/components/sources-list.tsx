import type { BrainDetail, BrainSource, SourceKind } from '@app/contracts';
import type { TFunction } from 'i18next';
import {
  ExternalLink,
  FileCode,
  File as FileIcon,
  FileText,
  FileType,
  RotateCcw,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourceFileUrl } from '@/components/passage-source';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useLang } from '@/lib/use-lang';
import { useDeleteSource } from '../api/delete-source';
import { useRetryFailedSources } from '../api/retry-failed-sources';
import { useRetrySource } from '../api/retry-source';
import { brainErrorText, sourceErrorText } from '../lib/brain-errors';
import { canChangeSources } from '../lib/brain-roles';
import { formatBytes, formatPercent } from '../lib/format-bytes';
import { StatusBadge } from './status-badge';

const kindIcons: Record<SourceKind, LucideIcon> = {
  text: FileText,
  markdown: FileCode,
  pdf: FileType,
  docx: FileIcon,
};

const smallButton = 'px-3 py-1.5 text-xs';

/**
 * How far OCR is in a source's scanned pages: the page being read, or, once all are, how many
 * were; null for a source without pages read by OCR.
 */
function ocrText({ ocr }: Pick<BrainSource, 'ocr'>, t: TFunction<'brains'>): string | null {
  if (!ocr) return null;
  return ocr.pagesRead < ocr.pages
    ? t('sources.ocr.reading', { page: ocr.pagesRead + 1, pages: ocr.pages })
    : t('sources.ocr.read', { count: ocr.pages });
}

function SourceItem({
  source,
  brainId,
  userId,
  editable,
  focusList,
}: {
  source: BrainSource;
  brainId: string;
  userId: string;
  editable: boolean;
  /** Where the focus goes when the control that had it goes away. */
  focusList: () => void;
}) {
  const { t } = useTranslation('brains');
  const lang = useLang();
  const ocrId = useId();
  const ocr = ocrText(source, t);
  const [confirming, setConfirming] = useState(false);
  const nameRef = useRef<HTMLParagraphElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const retry = useRetrySource(userId, brainId);
  const remove = useDeleteSource(userId, brainId);
  const Icon = kindIcons[source.kind];
  const busy = retry.isPending || remove.isPending;

  const failed = (error: unknown) => toast.error(brainErrorText(error, t), { title: source.name });
  const onRetry = () =>
    retry.mutate(source.id, {
      onSuccess: () => {
        toast.info(t('toasts.retrying'), { title: source.name });
        // The Retry button goes away with the error: the focus stays on this source.
        if (document.activeElement === retryButton.current) nameRef.current?.focus();
      },
      onError: failed,
    });
  const onDelete = () => {
    setConfirming(false);
    remove.mutate(source.id, {
      onSuccess: () => {
        toast.success(t('toasts.sourceDeleted'), { title: source.name });
        focusList();
      },
      onError: failed,
    });
  };

  const details = [
    t(`kinds.${source.kind}`),
    formatBytes(source.sizeBytes, lang),
    source.status === 'ready' && source.language ? t(`languages.${source.language}`) : null,
    source.status === 'ready' ? t('sources.passages', { count: source.chunkCount }) : null,
    source.status === 'ready' ? ocr : null,
  ].filter(Boolean);

  return (
    <li
      className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0"
      data-testid="source"
      data-status={source.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 items-start gap-3">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" strokeWidth={1.8} />
          <div className="min-w-0">
            <p ref={nameRef} tabIndex={-1} className="font-medium break-all">
              {source.name}
            </p>
            <p className="text-xs text-ink-muted">{details.join(' · ')}</p>
          </div>
        </div>
        <StatusBadge status={source.status} testId="source-status" />
      </div>

      {source.status === 'processing' ? (
        <div className="flex items-center gap-3 pl-8">
          <progress
            max={100}
            value={source.progress}
            aria-label={t('sources.progressLabel', { name: source.name })}
            aria-describedby={ocr ? ocrId : undefined}
            className="h-2 w-full max-w-md appearance-none overflow-hidden rounded-full bg-surface-muted [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-surface-muted [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width]"
          />
          <span className="w-12 text-right text-xs text-ink-muted tabular-nums" aria-hidden="true">
            {formatPercent(source.progress, lang)}
          </span>
        </div>
      ) : null}
      {source.status === 'processing' && ocr ? (
        <p id={ocrId} className="pl-8 text-xs text-ink-muted" data-testid="source-ocr">
          {ocr}
        </p>
      ) : null}
      {source.status === 'pending' ? (
        <p className="pl-8 text-xs text-ink-muted">{t('sources.waiting')}</p>
      ) : null}
      {source.status === 'error' && source.error ? (
        <p
          className="ml-8 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="source-error"
        >
          {sourceErrorText(source.error, t)}
        </p>
      ) : null}

      {editable || source.status === 'ready' ? (
        <div className="flex flex-wrap gap-2 pl-8">
          {source.status === 'ready' ? (
            <a
              href={sourceFileUrl(brainId, source.id)}
              target="_blank"
              rel="noopener"
              className={buttonClass('secondary', smallButton)}
              aria-label={t('sources.openLabel', { name: source.name })}
            >
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              {t('sources.open')}
            </a>
          ) : null}
          {editable && source.status === 'error' ? (
            <Button
              ref={retryButton}
              variant="secondary"
              className={smallButton}
              disabled={busy}
              aria-label={t('sources.retryLabel', { name: source.name })}
              onClick={onRetry}
            >
              <RotateCcw className="h-3.5 w-3.5" />
              {t('sources.retry')}
            </Button>
          ) : null}
          {editable ? (
            <>
              <Button
                variant="ghost"
                className={smallButton}
                disabled={busy}
                aria-label={t('sources.deleteLabel', { name: source.name })}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="h-3.5 w-3.5" />
                {t('sources.delete')}
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={t('sources.deleteDialog.title', { name: source.name })}
                text={t('sources.deleteDialog.text')}
                cancel={{ label: t('cancel') }}
                confirm={{ label: t('sources.deleteDialog.confirm') }}
                onConfirm={onDelete}
                testId="delete-source-dialog"
              />
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** How many sources are in each state: announced politely as it changes. */
function SourcesSummary({ sources }: { sources: BrainSource[] }) {
  const { t } = useTranslation('brains');
  const count = { pending: 0, processing: 0, ready: 0, error: 0 };
  for (const source of sources) count[source.status] += 1;
  const reading = count.pending + count.processing;
  return (
    <p role="status" className="text-sm text-ink-muted" data-testid="sources-summary">
      {[
        t('sources.summary.ready', { count: count.ready, total: sources.length }),
        reading > 0 ? t('sources.summary.reading', { count: reading }) : null,
        count.error > 0 ? t('sources.summary.failed', { count: count.error }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

/**
 * A brain's sources, each with its status, a progress bar while it is read (with the scanned page
 * OCR is reading), the reason of its error in the reader's language, and (for the owner and
 * editors) retry and delete; "Retry all failed" when more than one may be retried at once.
 */
export function SourcesList({ brain, userId }: { brain: BrainDetail; userId: string }) {
  const { t } = useTranslation('brains');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const retryAllButton = useRef<HTMLButtonElement>(null);
  const focusList = () => heading.current?.focus();
  const editable = canChangeSources(brain.myRole);
  const retryAll = useRetryFailedSources(userId, brain.id);
  const failedCount = brain.sources.filter((source) => source.status === 'error').length;

  const onRetryAll = () =>
    retryAll.mutate(undefined, {
      onSuccess: (sources) => {
        toast.info(t('toasts.retryingAll', { count: sources.length }));
        if (document.activeElement === retryAllButton.current) focusList();
      },
      onError: (error) => toast.error(brainErrorText(error, t)),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      data-testid="sources"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold">
            {t('sources.title')}
          </h2>
          {brain.sources.length > 0 ? <SourcesSummary sources={brain.sources} /> : null}
        </div>
        {editable && failedCount > 0 ? (
          <Button
            ref={retryAllButton}
            variant="secondary"
            disabled={retryAll.isPending}
            onClick={onRetryAll}
          >
            <RotateCcw className="h-4 w-4" />
            {t('sources.retryAll', { count: failedCount })}
          </Button>
        ) : null}
      </div>
      {brain.sources.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted" data-testid="sources-empty">
          {editable ? t('sources.emptyEditable') : t('sources.empty')}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 divide-y divide-line">
          {brain.sources.map((source) => (
            <SourceItem
              key={source.id}
              source={source}
              brainId={brain.id}
              userId={userId}
              editable={editable}
              focusList={focusList}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
