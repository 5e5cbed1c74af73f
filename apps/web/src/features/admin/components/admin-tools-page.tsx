import {
  CreateToolRequest,
  Text,
  toolCategories,
  type AdminTool,
  type AdminToolTexts,
} from '@app/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField as FormSelect, TextareaField } from '@/components/form/choice-fields';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { Form, useZodForm } from '@/components/form/form';
import { TextField as FormText } from '@/components/form/text-field';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { showToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import {
  useAdminComments,
  useAdminTool,
  useAdminTools,
  useDeleteTool,
  useGuidePreview,
  useModerateComment,
  useSaveTool,
} from '../api/tools';
import { useCursorPages } from '../lib/cursor-pages';
import { AdminPage, AdminTable, QueryError, tdClass } from './admin-page';

type Lang = 'en' | 'fr';
const texts = (stored: AdminToolTexts) => ({
  name: stored.name ?? '',
  description: stored.description ?? '',
  tags: stored.tags,
  introduction: stored.introduction ?? '',
  body: stored.body ?? '',
  conclusion: stored.conclusion ?? '',
});
const emptyTexts = {
  name: null,
  description: null,
  tags: [],
  introduction: null,
  body: null,
  conclusion: null,
};

/** The guide's Markdown as the public page will render it (the BFF's own sanitiser). */
function GuidePreview({ markdown, lang }: { markdown: string; lang: Lang }) {
  const { t } = useTranslation('admin');
  const deferred = useDeferredValue(markdown);
  const preview = useGuidePreview(deferred);
  return (
    <section
      aria-label={t('tools.previewOf', { lang: t(`langs.${lang}`) })}
      className="rounded-xl border border-line p-4"
    >
      <h4 className="text-sm font-semibold text-ink-muted">{t('tools.preview')}</h4>
      {preview.data?.html ? (
        <div
          data-testid={`guide-preview-${lang}`}
          className="prose-guide mt-2"
          // Rendered and sanitised by the BFF, as on the public page.
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          {preview.isError ? t('errors.generic') : t('tools.previewEmpty')}
        </p>
      )}
    </section>
  );
}

function LanguageFields({ lang, body }: { lang: Lang; body: string }) {
  const { t } = useTranslation('admin');
  const fallback = lang === 'fr' ? t('tools.fallback') : undefined;
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line p-4">
      <legend className="px-1 font-semibold">{t(`langs.${lang}`)}</legend>
      {fallback ? <p className="text-sm text-ink-muted">{fallback}</p> : null}
      <FormText name={`${lang}.name`} label={t('tools.name')} maxLength={120} />
      <FormText name={`${lang}.description`} label={t('tools.description')} maxLength={500} />
      <FormText
        name={`${lang}.tagsText`}
        label={t('tools.tags')}
        description={t('tools.tagsHelp')}
      />
      <TextareaField name={`${lang}.introduction`} label={t('tools.introduction')} rows={2} />
      <div className="grid gap-3 lg:grid-cols-2">
        <TextareaField
          name={`${lang}.body`}
          label={t('tools.guide')}
          description={t('tools.markdown')}
          rows={12}
          className="font-mono"
        />
        <GuidePreview markdown={body} lang={lang} />
      </div>
      <TextareaField name={`${lang}.conclusion`} label={t('tools.conclusion')} rows={2} />
    </fieldset>
  );
}

type EditorValues = {
  id: string;
  category: string;
  url: string;
  logoUrl: string;
  githubUrl: string;
  en: ReturnType<typeof texts> & { tagsText: string };
  fr: ReturnType<typeof texts> & { tagsText: string };
};

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The form's values (tags as one comma-separated text) to the contract's request. */
const EditorSchema = CreateToolRequest.extend({
  en: CreateToolRequest.shape.en.extend({ tagsText: Text.max(1300).optional() }),
  fr: CreateToolRequest.shape.fr.extend({ tagsText: Text.max(1300).optional() }),
});

function ToolEditor({ tool, onDone }: { tool: AdminTool | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveTool();
  const remove = useDeleteTool();
  const [confirming, setConfirming] = useState(false);
  const defaults: EditorValues = {
    id: tool?.id ?? '',
    category: tool?.category ?? 'assistants',
    url: tool?.url ?? '',
    logoUrl: tool?.logoUrl ?? '',
    githubUrl: tool?.githubUrl ?? '',
    en: { ...texts(tool?.en ?? emptyTexts), tagsText: (tool?.en.tags ?? []).join(', ') },
    fr: { ...texts(tool?.fr ?? emptyTexts), tagsText: (tool?.fr.tags ?? []).join(', ') },
  };
  const form = useZodForm(EditorSchema, { defaultValues: defaults as never });
  const enBody = (form.watch('en.body') as string | undefined) ?? '';
  const frBody = (form.watch('fr.body') as string | undefined) ?? '';
  const title = tool
    ? t('tools.editTitle', { name: tool.en.name ?? tool.id })
    : t('tools.newTitle');
  return (
    <section aria-labelledby="tool-editor-title" data-testid="tool-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tool-editor-title" className="text-xl font-semibold">
          {title}
        </h2>
        <div className="flex gap-2">
          {tool ? (
            <ButtonLink variant="secondary" to={`/tools/${tool.id}`}>
              {t('tools.viewPublic')}
            </ButtonLink>
          ) : null}
          <Button variant="ghost" onClick={onDone}>
            {t('tools.backToList')}
          </Button>
        </div>
      </div>
      <Form
        form={form}
        ns="admin"
        className="mt-4 grid gap-4"
        onSubmit={(values) => {
          const body = {
            ...values,
            logoUrl: values.logoUrl ?? '',
            githubUrl: values.githubUrl ?? '',
            en: { ...values.en, tags: splitTags(values.en.tagsText ?? '') },
            fr: { ...values.fr, tags: splitTags(values.fr.tagsText ?? '') },
          };
          save.mutate(
            { id: tool?.id ?? null, body },
            {
              onSuccess: (saved) => {
                showToast('success', t('tools.saved', { name: saved.en.name ?? saved.id }));
                onDone();
              },
            },
          );
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormText
            name="id"
            label={t('tools.id')}
            description={t('tools.idHelp')}
            readOnly={tool !== null}
            maxLength={80}
          />
          <FormSelect name="category" label={t('tools.category')}>
            {toolCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </FormSelect>
          <FormText name="url" label={t('tools.url')} type="url" />
          <FormText name="logoUrl" label={t('tools.logo')} type="url" />
          <FormText name="githubUrl" label={t('tools.github')} type="url" />
        </div>
        <LanguageFields lang="en" body={enBody} />
        <LanguageFields lang="fr" body={frBody} />
        {save.isError ? (
          <FormAlert>
            {save.error instanceof ApiError && save.error.status === 409
              ? t('tools.idTaken')
              : t('errors.generic')}
          </FormAlert>
        ) : null}
        <div className="flex flex-wrap justify-between gap-2">
          {tool ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('tools.delete')}
            </Button>
          ) : (
            <span />
          )}
          <SubmitButton pending={save.isPending} pendingLabel={t('saving')}>
            {t('save')}
          </SubmitButton>
        </div>
      </Form>
      {tool ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('tools.deleteTitle', { name: tool.en.name ?? tool.id })}
          text={t('tools.deleteText')}
          cancel={{ label: t('cancel') }}
          confirm={{ label: t('tools.delete') }}
          onConfirm={() =>
            remove.mutate(tool.id, {
              onSuccess: () => {
                showToast('success', t('tools.deleted'));
                onDone();
              },
            })
          }
        />
      ) : null}
    </section>
  );
}

function ToolEditorLoader({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const tool = useAdminTool(id);
  // Keyed by the tool, not by its version: saving refetches it, and a remount then would drop the
  // save's own callback (the editor would stay open after "Saved").
  if (tool.data) return <ToolEditor key={tool.data.id} tool={tool.data} onDone={onDone} />;
  if (tool.isError)
    return tool.error instanceof ApiError && tool.error.status === 404 ? (
      <StateMessage title={t('tools.notFound')}>
        <Button onClick={onDone}>{t('tools.backToList')}</Button>
      </StateMessage>
    ) : (
      <QueryError error={tool.error} onRetry={() => void tool.refetch()} />
    );
  return <LoadingState />;
}

function ToolList({ onEdit }: { onEdit: (id: string | 'new') => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const tools = useAdminTools();
  return (
    <section aria-labelledby="tools-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tools-title" className="text-xl font-semibold">
          {t('tools.title')}
        </h2>
        <Button onClick={() => onEdit('new')}>{t('tools.new')}</Button>
      </div>
      <div className="mt-4">
        <AdminTable
          query={tools}
          items={(data) => data}
          label={t('tools.title')}
          columns={[
            t('tools.name'),
            t('tools.category'),
            t('tools.french'),
            t('tools.comments'),
            t('tools.updated'),
            t('actionsColumn'),
          ]}
          empty={{ title: t('tools.empty') }}
        >
          {(data) =>
            data.map((tool) => (
              <tr key={tool.id}>
                <td className={`${tdClass} font-medium`}>{tool.name}</td>
                <td className={tdClass}>{t(`categories.${tool.category}`)}</td>
                <td className={tdClass}>{tool.hasFrench ? t('yes') : t('no')}</td>
                <td className={tdClass}>{tool.commentCount}</td>
                <td className={tdClass}>{formatDate(tool.updatedAt, lang)}</td>
                <td className={tdClass}>
                  <Button
                    variant="secondary"
                    aria-label={t('tools.editNamed', { name: tool.name })}
                    onClick={() => onEdit(tool.id)}
                  >
                    {t('edit')}
                  </Button>
                </td>
              </tr>
            ))
          }
        </AdminTable>
      </div>
    </section>
  );
}

function Moderation() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [status, setStatus] = useState<'' | 'visible' | 'hidden'>('');
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const pages = useCursorPages();
  const moderate = useModerateComment();
  const comments = useAdminComments({
    ...(status ? { status } : {}),
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  const act = (id: string, action: 'hide' | 'restore' | 'delete') => {
    const reason = reasons[id]?.trim();
    if (!reason) return showToast('error', t('moderation.reasonRequired'));
    moderate.mutate(
      { id, action, reason },
      { onSuccess: () => showToast('success', t(`moderation.done.${action}`)) },
    );
  };
  return (
    <section aria-labelledby="moderation-title" className="mt-10">
      <h2 id="moderation-title" className="text-xl font-semibold">
        {t('moderation.title')}
      </h2>
      <div className="mt-4 max-w-xs">
        <SelectField
          label={t('moderation.show')}
          value={status}
          onValueChange={(value) => {
            setStatus(value === 'visible' || value === 'hidden' ? value : '');
            pages.reset();
          }}
        >
          <option value="">{t('moderation.all')}</option>
          <option value="visible">{t('moderation.visible')}</option>
          <option value="hidden">{t('moderation.hidden')}</option>
        </SelectField>
      </div>
      <div className="mt-4">
        <AdminTable
          query={comments}
          items={(data) => data.items}
          label={t('moderation.title')}
          columns={[
            t('moderation.comment'),
            t('moderation.state'),
            t('moderation.reason'),
            t('actionsColumn'),
          ]}
          empty={{ title: t('moderation.empty') }}
          pager={{ pages, nextCursor: (data) => data.nextCursor, label: t('moderation.pages') }}
        >
          {(data) =>
            data.items.map((comment) => (
              <tr key={comment.id} data-testid={`comment-row-${comment.id}`}>
                <td className={`${tdClass} max-w-md`}>
                  <p className="whitespace-pre-line">{comment.content}</p>
                  <p className="text-ink-muted">
                    {comment.toolName} · {comment.author.email ?? t('moderation.deletedAuthor')} ·{' '}
                    {formatDate(comment.createdAt, lang)}
                  </p>
                </td>
                <td className={tdClass}>
                  {comment.hidden
                    ? t('moderation.hiddenBecause', { reason: comment.hidden.reason })
                    : t('moderation.visible')}
                </td>
                <td className={tdClass}>
                  <label className="sr-only" htmlFor={`reason-${comment.id}`}>
                    {t('moderation.reasonFor', { tool: comment.toolName })}
                  </label>
                  <input
                    id={`reason-${comment.id}`}
                    value={reasons[comment.id] ?? ''}
                    maxLength={500}
                    placeholder={t('moderation.reason')}
                    onChange={(event) =>
                      setReasons((all) => ({ ...all, [comment.id]: event.target.value }))
                    }
                    className="w-full rounded-lg border border-line bg-surface px-2 py-1"
                  />
                </td>
                <td className={`${tdClass} flex flex-wrap gap-2`}>
                  <Button
                    variant="secondary"
                    disabled={moderate.isPending}
                    onClick={() => act(comment.id, comment.hidden ? 'restore' : 'hide')}
                  >
                    {t(comment.hidden ? 'moderation.restore' : 'moderation.hide')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={moderate.isPending}
                    onClick={() => act(comment.id, 'delete')}
                  >
                    {t('moderation.delete')}
                  </Button>
                </td>
              </tr>
            ))
          }
        </AdminTable>
      </div>
    </section>
  );
}

/** /admin/tools: the catalogue (list, editor with live preview) and comment moderation. */
export default function AdminToolsPage() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const close = () => setParams({});
  return (
    <AdminPage titleKey="pages.adminTools">
      {editing === 'new' ? (
        <ToolEditor tool={null} onDone={close} />
      ) : editing ? (
        <ToolEditorLoader id={editing} onDone={close} />
      ) : (
        <>
          <ToolList onEdit={(id) => setParams({ edit: id })} />
          <Moderation />
        </>
      )}
    </AdminPage>
  );
}
