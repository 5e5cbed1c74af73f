import { SelectField } from '@/components/ui/field';
import { useHydrated } from '@/lib/use-hydrated';

/** A labelled select whose first option clears the filter. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | '';
  options: { value: V; label: string }[];
  onChange: (value: V | '') => void;
}) {
  // On a prerendered page a choice counts once the page is hydrated (ADR 034): not offered before.
  const ready = useHydrated();
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={(next) => onChange(next as V | '')}
      disabled={!ready}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Reads a filter from the URL, keeping only known values. */
export function pickParam<V extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly V[],
): V | '' {
  const value = params.get(name);
  return value && (allowed as readonly string[]).includes(value) ? (value as V) : '';
}
