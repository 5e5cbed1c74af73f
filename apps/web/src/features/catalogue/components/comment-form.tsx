import { COMMENT_MAX_LENGTH, CreateCommentRequest } from '@app/contracts/catalogue';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@/components/form/choice-fields';
import { Form, useZodForm } from '@/components/form/form';
import { SubmitButton } from '@/components/form/form-status';
import { useCreateComment } from '../api/create-comment';
import { canPostComment } from '../lib/comment-rules';
import { languageOf } from '@/lib/use-lang';
import { numberFormat } from '@/lib/intl';

/**
 * The signed-in user's comment form: posting waits for some text (the button says so by being
 * disabled, no error message), and the field is cleared once the comment is in the list.
 */
export function CommentForm({ toolId }: { toolId: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const create = useCreateComment(toolId);
  // Checked on submit only: an empty field is a disabled button, not an error.
  const form = useZodForm(CreateCommentRequest, {
    defaultValues: { content: '' },
    mode: 'onSubmit',
  });
  const content = useWatch({ control: form.control, name: 'content' });

  const submit = (comment: { content: string }) => {
    if (canPostComment(comment.content, create.isPending))
      create.mutate(comment.content, { onSuccess: () => form.reset() });
  };

  return (
    <Form
      form={form}
      ns="catalogue"
      onSubmit={submit}
      className="mt-4 rounded-xl border border-line p-4"
      data-testid="comment-form"
    >
      <TextareaField
        name="content"
        label={t('comments.label')}
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.placeholder')}
        className="resize-y"
        description={
          <span className="text-xs text-ink-muted">
            {t('comments.counter', {
              length: numberFormat(languageOf(i18n)).format(content.length),
              max: numberFormat(languageOf(i18n)).format(COMMENT_MAX_LENGTH),
            })}
          </span>
        }
      />
      <div className="mt-2 flex justify-end">
        <SubmitButton
          pending={create.isPending}
          pendingLabel={t('comments.posting')}
          disabled={!canPostComment(content, create.isPending)}
        >
          {t('comments.post')}
        </SubmitButton>
      </div>
    </Form>
  );
}
