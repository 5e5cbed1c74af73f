/** The name a person goes by here: their full name, else their address. */
export const personName = (person: { fullName: string | null; email: string | null }) =>
  person.fullName?.trim() || person.email || '';
