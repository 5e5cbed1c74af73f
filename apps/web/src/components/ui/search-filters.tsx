import type { ReactNode } from 'react';
import { TextField } from './field';

/**
 * A list's filters: a search box (its text kept by the caller, often in the URL through
 * `useUrlSearch`) and the list's own selects beside it. `className` sets the grid's columns.
 */
export function SearchFilters({
  label,
  search,
  className = '',
  children,
}: {
  /** The region's name for assistive technology. */
  label: string;
  search: {
    label: string;
    placeholder: string;
    value: string;
    onChange: (value: string) => void;
  };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="search"
      aria-label={label}
      className={`mt-6 grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 ${className}`}
    >
      <TextField
        label={search.label}
        type="search"
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        placeholder={search.placeholder}
        maxLength={100}
      />
      {children}
    </div>
  );
}
