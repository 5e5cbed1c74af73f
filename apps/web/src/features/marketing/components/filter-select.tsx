import { useId } from 'react';

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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
        className="w-full rounded-lg border border-line bg-surface px-3 py-2"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
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
