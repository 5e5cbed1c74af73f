import { brainVisibilities, type BrainType } from '@app/contracts';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/text-field';

// Team brains belong to a team, and teams do not exist yet: the choice is shown, not offered.
const typeChoices: { type: BrainType; disabled: boolean }[] = [
  { type: 'personal', disabled: false },
  { type: 'shared', disabled: false },
  { type: 'team', disabled: true },
];

const choiceClass =
  'flex gap-3 rounded-xl border border-line p-3 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:has-checked:bg-brand-700/20';

/** One radio of a group, with its name and a line that says what it means. */
function Choice({
  field,
  value,
  label,
  hint,
  disabled = false,
}: {
  field: 'type' | 'visibility';
  value: string;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  const { register } = useFormContext();
  const hintId = useId();
  return (
    <label
      className={`${choiceClass} ${disabled ? 'cursor-not-allowed bg-surface-muted opacity-70' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        value={value}
        disabled={disabled}
        {...register(field)}
        aria-describedby={hintId}
        className="mt-1 accent-brand-600 focus-visible:outline-none"
      />
      <span>
        <span className="block text-sm font-semibold">{label}</span>
        <span id={hintId} className="block text-xs text-ink-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}

/**
 * A brain's fields, in the surrounding form: name, description, type (personal or shared; team
 * shown disabled until teams exist) and visibility. Creating and editing share them.
 */
export function BrainFields() {
  const { t } = useTranslation('brains');
  return (
    <>
      <TextField
        name="name"
        label={t('form.name')}
        maxLength={100}
        required
        requiredMark
        autoComplete="off"
      />
      <TextareaField
        name="description"
        label={t('form.description')}
        description={<p className="text-xs text-ink-muted">{t('form.descriptionHint')}</p>}
        maxLength={1000}
        rows={3}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('form.type')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {typeChoices.map(({ type, disabled }) => (
            <Choice
              key={type}
              field="type"
              value={type}
              label={t(`types.${type}`)}
              hint={t(`form.typeHints.${type}`)}
              disabled={disabled}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('form.visibility')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {brainVisibilities.map((visibility) => (
            <Choice
              key={visibility}
              field="visibility"
              value={visibility}
              label={t(`visibilities.${visibility}`)}
              hint={t(`form.visibilityHints.${visibility}`)}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
