import type { CompiledQuery } from 'kysely';

/**
 * A query built and compiled once, then run with each call's values. Kysely builds a query's
 * tree and compiles it to SQL on every call: for the queries every request makes (the session,
 * a search) that was work on every request, for the same text every time.
 *
 * `build` is called once, with a token standing for each value (of the value's type to the
 * compiler only: a query may place it as a parameter, never compute with it); the parameters
 * that are tokens are replaced by the call's values, the others (constants of the query) stay.
 */
export function compiledOnce<Values extends object, Row>(
  names: readonly (keyof Values & string)[],
  build: (values: Values) => CompiledQuery<Row>,
): (values: Values) => CompiledQuery<Row> {
  const tokens = new Map<unknown, keyof Values>(names.map((name) => [Symbol(name), name]));
  const compiled = build(
    Object.fromEntries([...tokens].map(([token, name]) => [name, token])) as Values,
  );
  const slots = compiled.parameters.map((parameter) => tokens.get(parameter));
  const unused = names.filter((name) => !slots.includes(name));
  if (unused.length > 0) throw new Error(`compiledOnce: ${unused.join(', ')} not in the query`);
  return (values) => ({
    ...compiled,
    parameters: slots.map((name, i) =>
      name === undefined ? compiled.parameters[i] : values[name],
    ),
  });
}
