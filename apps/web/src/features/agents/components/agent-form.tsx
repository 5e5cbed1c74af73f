import {
  AgentCategory,
  agentCategories,
  AgentInstructions,
  AgentName,
  AgentToolId,
  languages,
  Language,
  Text,
  toolIds,
  type AgentDetail,
  type AgentTemplate,
} from '@app/contracts';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextareaField } from '@/components/form/choice-fields';
import { Form, useZodForm } from '@/components/form/form';
import { FormAlert, SubmitButton } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLang } from '@/lib/use-lang';
import { useUsableBrains } from '../api/get-resources';

/** The form's fields: the contract's rules, every field filled in (a template fills them first). */
export const AgentFormSchema = z.object({
  name: AgentName,
  description: Text.trim().max(500),
  category: AgentCategory,
  instructions: AgentInstructions,
  language: Language,
  brainIds: z.array(z.string()).max(10),
  tools: z.array(AgentToolId).max(10),
});
export type AgentFormValues = z.output<typeof AgentFormSchema>;

function BrainChoices({ userId }: { userId: string }) {
  const { t } = useTranslation('agents');
  const { register } = useFormContext();
  const brains = useUsableBrains(userId);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('form.brains')}</legend>
      <p className="text-xs text-ink-muted">{t('form.brainsHelp')}</p>
      {brains.data === undefined ? (
        <p className="text-sm text-ink-muted" role="status">
          {brains.isError ? t('form.brainsError') : t('form.brainsLoading')}
        </p>
      ) : brains.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('form.noBrains')}</p>
      ) : (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          {brains.data.map((brain) => (
            <li key={brain.id}>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={brain.id} {...register('brainIds')} />
                <span>{brain.name}</span>
                <span className="text-xs text-ink-muted">
                  ({t(`brainTypes.${brain.type}`)}
                  {brain.status === 'ready' ? '' : ` · ${t('brainNotReadyShort')}`})
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function ToolChoices() {
  const { t } = useTranslation('agents');
  const { register } = useFormContext();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('form.tools')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {toolIds.map((tool) => (
          <label key={tool} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={tool} {...register('tools')} />
            {t(`tools.${tool}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Create (from a template or from scratch) or edit an agent, in a dialog: name, description,
 * category, instructions, language, brains and the tools it needs.
 */
export function AgentFormDialog({
  userId,
  open,
  onOpenChange,
  template,
  agent,
  pending,
  error,
  onSubmit,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template?: AgentTemplate | null;
  agent?: AgentDetail;
  pending: boolean;
  error: string | null;
  onSubmit: (values: AgentFormValues) => void;
}) {
  const { t } = useTranslation('agents');
  const lang = useLang();
  const titleId = useId();
  const form = useZodForm(AgentFormSchema, {
    defaultValues: agent
      ? {
          name: agent.name,
          description: agent.description,
          category: agent.category,
          instructions: agent.instructions,
          language: agent.language,
          // Only the brains this person may search: the others stay attached unseen.
          brainIds: agent.brains.flatMap((brain) => (brain.readable ? [brain.id] : [])),
          tools: agent.tools,
        }
      : {
          name: template?.name ?? '',
          description: template?.description ?? '',
          category: template?.category ?? 'assistant',
          instructions: template?.instructions ?? '',
          language: lang,
          brainIds: [],
          tools: template?.tools ?? [],
        },
  });
  const title = agent
    ? t('form.editTitle')
    : template
      ? t('form.fromTemplate', { name: template.name })
      : t('form.fromScratch');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      testId="agent-form-dialog"
      className="m-auto w-[calc(100%-2rem)] max-w-2xl"
    >
      <div className="max-h-[90vh] overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <Form form={form} ns="agents" className="mt-4 flex flex-col gap-4" onSubmit={onSubmit}>
          <TextField name="name" label={t('form.name')} maxLength={100} requiredMark />
          <TextField name="description" label={t('form.description')} maxLength={500} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="category" label={t('form.category')}>
              {agentCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </SelectField>
            <SelectField name="language" label={t('form.language')}>
              {languages.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextareaField
            name="instructions"
            label={t('form.instructions')}
            rows={4}
            maxLength={4000}
          />
          <BrainChoices userId={userId} />
          <ToolChoices />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <SubmitButton pending={pending} pendingLabel={t('form.saving')}>
              {agent ? t('form.save') : t('form.create')}
            </SubmitButton>
          </div>
        </Form>
      </div>
    </Dialog>
  );
}
