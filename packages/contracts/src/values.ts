// Helpers for the fixed values of the *-values.ts modules, which load without zod.

/** `value` when it is one of `values` (a filter read from a URL, say), else ''. */
export function oneOf<const T extends readonly string[]>(
  values: T,
  value: unknown,
): T[number] | '' {
  return values.find((item) => item === value) ?? '';
}
