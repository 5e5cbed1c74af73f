import { COMMENT_MAX_LENGTH } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCreateComment } from '../api/create-comment';
import { canPostComment } from '../lib/comment-rules';

/** The signed-in user's comment form: cleared once the comment is saved and the list reloaded. */
export function CommentForm({ toolId }: { toolId: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const [content, setContent] = useState('');
  const create = useCreateComment(toolId);
  const fieldId = useId();
  const counterId = useId();
  const canPost = canPostComment(content, create.isPending);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    create.mutate(content.trim(), { onSuccess: () => setContent('') });
  };

  return (
    <form
      onSubmit={onSubmit}
      className="mt-4 rounded-xl border border-line p-4"
      data-testid="comment-form"
    >
      <label htmlFor={fieldId} className="block text-sm font-medium">
        {t('comments.label')}
      </label>
      <textarea
        id={fieldId}
        name="content"
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('comments.placeholder')}
        aria-describedby={counterId}
        className="mt-1 w-full resize-y rounded-lg border border-line bg-surface px-3 py-2"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <span id={counterId} className="text-xs text-ink-muted">
          {t('comments.counter', {
            length: content.length.toLocaleString(i18n.resolvedLanguage),
            max: COMMENT_MAX_LENGTH.toLocaleString(i18n.resolvedLanguage),
          })}
        </span>
        <Button type="submit" disabled={!canPost}>
          {create.isPending ? (
            <>
              <Spinner className="h-4 w-4" />
              {t('comments.posting')}
            </>
          ) : (
            t('comments.post')
          )}
        </Button>
      </div>
    </form>
  );
}
