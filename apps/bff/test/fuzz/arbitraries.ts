import fc from 'fast-check';
import { z } from 'zod';

/**
 * From a zod 4 schema to fast-check arbitraries, by walking `schema._zod.def`: valid values
 * (what a correct client may send) and boundary values (at and one past each limit).
 *
 * Some rules cannot be read back from a schema (a `.refine()`, a regex fast-check cannot run, a
 * transform's input). Every generated value is therefore checked with the schema itself, and
 * one that fails is replaced by a hand-picked example for the same field name when one passes.
 */

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  prefix?: string;
  suffix?: string;
  value?: number | bigint;
  inclusive?: boolean;
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  format?: string;
  pattern?: RegExp;
  getter?: () => z.ZodType;
}

/** Hand-picked values by field name, for what a schema cannot say (or says too rarely). */
export type ExampleBook = Readonly<Record<string, readonly unknown[]>>;

export interface WalkContext {
  examples: ExampleBook;
  /**
   * Fields whose examples are used as often as this weight says (against 1 for generated values),
   * not only as a fallback: ids of real rows, say.
   */
  preferExamples: ReadonlyMap<string, number>;
}

export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Wrappers that change whether a value may be missing, not what a present value looks like. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (WRAPPERS.has(defOf(current).type)) current = defOf(current).innerType!;
  return current;
}

/** A key the object may go without: optional, or filled in by a default. */
export const isOptionalKey = (schema: z.ZodType) =>
  (schema._zod as { optin?: string }).optin !== undefined;

// ---------------------------------------------------------------------------------------------
// Strings

export interface StringRules {
  min: number;
  max: number | null;
  patterns: RegExp[];
  formats: string[];
  prefix: string;
  suffix: string;
  /** An overwrite (`.trim()`, `.toLowerCase()`): surrounding spaces are not what is measured. */
  trimmed: boolean;
}

/**
 * The rules of a string, merged along a chain of pipes (`Text.trim().min(1).pipe(z.email())`);
 * null when the schema is not a string (or not only one).
 */
export function stringRules(schema: z.ZodType): StringRules | null {
  const rules: StringRules = {
    min: 0,
    max: null,
    patterns: [],
    formats: [],
    prefix: '',
    suffix: '',
    trimmed: false,
  };
  const visit = (current: z.ZodType): boolean => {
    const def = defOf(current);
    if (def.type === 'transform') return true;
    if (def.type === 'pipe') return visit(def.in!) && visit(def.out!);
    // Inside a pipe (`optionalText(40).pipe(...)`): a value that is there follows the same rules.
    if (WRAPPERS.has(def.type)) return visit(def.innerType!);
    if (def.type !== 'string') return false;
    if (def.format && def.format !== 'regex') rules.formats.push(def.format);
    for (const check of checksOf(current)) {
      if (check.check === 'min_length') rules.min = Math.max(rules.min, check.minimum!);
      if (check.check === 'max_length') rules.max = Math.min(rules.max ?? Infinity, check.maximum!);
      if (check.check === 'length_equals') {
        rules.min = check.length!;
        rules.max = check.length!;
      }
      if (check.check === 'overwrite') rules.trimmed = true;
      if (check.check !== 'string_format') continue;
      if (check.format === 'regex') rules.patterns.push(check.pattern!);
      else if (check.format === 'starts_with') rules.prefix = check.prefix!;
      else if (check.format === 'ends_with') rules.suffix = check.suffix!;
      else if (check.format) rules.formats.push(check.format);
    }
    return true;
  };
  return visit(schema) ? rules : null;
}

/** fast-check runs no lookaround: without it the pattern gives candidates the schema then sorts. */
function matching(pattern: RegExp): fc.Arbitrary<string> | null {
  for (const source of [pattern.source, pattern.source.replace(/\(\?<?[=!][^()]*\)/g, '')]) {
    try {
      return fc.stringMatching(new RegExp(source, pattern.flags));
    } catch {
      // Not supported: try the next form.
    }
  }
  return null;
}

const EMAIL_DOMAINS = ['example.org', 'example.com', 'agentia.example', 'exemple.fr'];
/** Addresses people have, and odd ones zod's own pattern still accepts (fc.emailAddress() mostly
 * gives RFC forms zod refuses). */
const email = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?$/),
        fc.constantFrom(...EMAIL_DOMAINS),
      )
      .map(([local, domain]) => `${local}@${domain}`),
  },
  { weight: 1, arbitrary: fc.stringMatching(defOf(z.email()).pattern!) },
);

function formatArbitrary(format: string, pattern: RegExp | undefined): fc.Arbitrary<string> | null {
  switch (format) {
    case 'email':
      return email;
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default:
      return pattern ? matching(pattern) : null;
  }
}

/** Code-point aware, so a cut never leaves half of a surrogate pair. */
function fitLength(value: string, min: number, max: number | null, filler = 'a') {
  let fitted = value;
  if (max !== null && fitted.length > max) {
    const points = Array.from(fitted);
    while (points.join('').length > max) points.pop();
    fitted = points.join('');
  }
  return fitted.length < min ? fitted + filler.repeat(min - fitted.length) : fitted;
}

function stringArbitrary(schema: z.ZodType, rules: StringRules): fc.Arbitrary<string> {
  const def = defOf(schema);
  const formatted =
    rules.formats
      .map((format) => formatArbitrary(format, def.format === format ? def.pattern : undefined))
      .find((arbitrary) => arbitrary !== null) ??
    (rules.patterns[0] ? matching(rules.patterns[0]) : null);
  if (formatted) return formatted;
  // Free text: mostly ASCII, some of it in any script; long texts are left to the boundaries.
  const maxLength = Math.min(rules.max ?? 60, rules.min + 60);
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
  );
  return text.map((value) => {
    const inner = rules.trimmed ? value.trim() : value;
    return fitLength(rules.prefix + inner + rules.suffix, rules.min, rules.max);
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers

interface NumberRules {
  min: number;
  max: number;
  minExcluded: boolean;
  maxExcluded: boolean;
  integer: boolean;
}

const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32', 'int64', 'uint64']);

export function numberRules(schema: z.ZodType): NumberRules | null {
  const def = defOf(schema);
  if (def.type !== 'number') return null;
  const rules: NumberRules = {
    min: -1_000_000,
    max: 1_000_000,
    minExcluded: false,
    maxExcluded: false,
    integer: INTEGER_FORMATS.has(def.format ?? ''),
  };
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format' && INTEGER_FORMATS.has(check.format ?? ''))
      rules.integer = true;
    if (check.check === 'greater_than') {
      rules.min = Number(check.value);
      rules.minExcluded = !check.inclusive;
    }
    if (check.check === 'less_than') {
      rules.max = Number(check.value);
      rules.maxExcluded = !check.inclusive;
    }
  }
  return rules;
}

function numberArbitrary(rules: NumberRules): fc.Arbitrary<number> {
  if (rules.integer)
    return fc.integer({
      min: Math.ceil(rules.min) + (rules.minExcluded && Number.isInteger(rules.min) ? 1 : 0),
      max: Math.floor(rules.max) - (rules.maxExcluded && Number.isInteger(rules.max) ? 1 : 0),
    });
  return fc.double({
    min: rules.min,
    max: rules.max,
    minExcluded: rules.minExcluded,
    maxExcluded: rules.maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

// ---------------------------------------------------------------------------------------------
// The walk

function derive(schema: z.ZodType, field: string, context: WalkContext): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, stringRules(schema)!);
    case 'number':
      return numberArbitrary(numberRules(schema)!);
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validArbitrary(def.innerType!, field, context), { nil: undefined });
    case 'nullable':
      return fc.option(validArbitrary(def.innerType!, field, context), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validArbitrary(def.innerType!, field, context);
    case 'lazy':
      return validArbitrary(def.getter!(), field, context);
    case 'pipe': {
      // A string chain is generated from all of its rules at once; otherwise from the side that
      // says most: the output (what must come out), unless it is a transform that says nothing.
      const rules = stringRules(schema);
      if (rules) return stringArbitrary(schema, rules);
      const out = defOf(def.out!).type === 'transform' ? def.in! : def.out!;
      return validArbitrary(out, field, context);
    }
    case 'transform':
      return fc.jsonValue();
    case 'object': {
      const shape = def.shape!;
      const keys = Object.keys(shape);
      return fc.record(
        Object.fromEntries(keys.map((key) => [key, validArbitrary(shape[key]!, key, context)])),
        { requiredKeys: keys.filter((key) => !isOptionalKey(shape[key]!)) },
      );
    }
    case 'array': {
      const checks = checksOf(schema);
      const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const maxLength = checks.find((check) => check.check === 'max_length')?.maximum ?? 5;
      return fc.array(validArbitrary(def.element!, field, context), { minLength, maxLength });
    }
    case 'record':
      return fc.dictionary(
        validArbitrary(def.keyType!, field, context).map(String),
        validArbitrary(def.valueType!, field, context),
        { maxKeys: 5 },
      );
    case 'union':
      return fc.oneof(...def.options!.map((option) => validArbitrary(option, field, context)));
    default:
      // No generator for this kind: the examples are all there is.
      return fc.constant(undefined);
  }
}

/**
 * An object with every key present: what a refinement such as "at least one field" asks, which
 * no walk of the definition can tell.
 */
function everyKey(schema: z.ZodType, context: WalkContext): fc.Arbitrary<unknown> | null {
  const def = defOf(schema);
  if (def.type !== 'object') return null;
  const shape = def.shape!;
  return fc.record(
    Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [
        key,
        validArbitrary(unwrap(field), key, context).filter((value) => value !== undefined),
      ]),
    ),
  );
}

/** Valid values of `schema` for the field `field` (its key in the object, if any). */
export function validArbitrary(
  schema: z.ZodType,
  field: string,
  context: WalkContext,
): fc.Arbitrary<unknown> {
  const examples = (context.examples[field] ?? []).filter((value) => accepts(schema, value));
  const derived = derive(schema, field, context);
  const fallback = examples.length > 0 ? fc.constantFrom(...examples) : everyKey(schema, context);
  const checked = fallback
    ? derived.chain((value) => (accepts(schema, value) ? fc.constant(value) : fallback))
    : derived;
  const weight = context.preferExamples.get(field);
  if (examples.length > 0 && weight)
    return fc.oneof(
      { weight, arbitrary: fc.constantFrom(...examples) },
      { weight: 1, arbitrary: checked },
    );
  return checked;
}

// ---------------------------------------------------------------------------------------------
// Boundaries

function stringOfLength(rules: StringRules, length: number, sample: unknown) {
  if (length < 0) return null;
  if (rules.formats.includes('email')) {
    // Grown from the sample's own local part: a fixed address would meet the per-account limits.
    const [local = 'a', domain = 'example.org'] =
      typeof sample === 'string' ? sample.split('@') : [];
    const room = length - domain.length - 1;
    return room >= 1 ? `${fitLength(local, room, room)}@${domain}` : 'a'.repeat(length);
  }
  if (rules.formats.includes('url')) {
    const origin = 'https://example.org/';
    return length > origin.length
      ? origin + 'a'.repeat(length - origin.length)
      : 'a'.repeat(length);
  }
  const base = typeof sample === 'string' && sample.length > 0 ? sample : 'a';
  // The sample's own last character keeps the value inside a character class as long as it can.
  const filler = Array.from(base).at(-1) ?? 'a';
  return fitLength(rules.prefix + base, length, length, filler.length === 1 ? filler : 'a');
}

/**
 * The values at and one past each limit of `schema`: lengths min-1, min, max, max+1, numbers
 * likewise (and a fraction for an integer), near-misses of enums. `sample` is a valid value,
 * from which patterned strings are grown or cut.
 */
export function boundaryValues(schema: z.ZodType, sample: unknown): unknown[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const rules = stringRules(inner);
  if (rules) {
    const lengths = new Set([rules.min, rules.min - 1, rules.min + 1]);
    if (rules.max !== null) for (const length of [rules.max, rules.max + 1]) lengths.add(length);
    const values: unknown[] = [...lengths].map((length) => stringOfLength(rules, length, sample));
    if (typeof sample === 'string' && sample.length > 0) {
      // By code point: a cut between the halves of an emoji is a lone surrogate, not a boundary.
      const points = Array.from(sample);
      values.push(points.slice(0, -1).join(''), sample + (points.at(-1) ?? ''));
      if (rules.trimmed) values.push(`  ${sample}  `, ' '.repeat(Math.max(1, rules.min)));
    }
    return values.filter((value) => value !== null);
  }
  const numbers = numberRules(inner);
  if (numbers) {
    const values = [numbers.min, numbers.max, numbers.min - 1, numbers.max + 1, 0, -1];
    if (numbers.integer) values.push(numbers.min + 0.5, Number.MAX_SAFE_INTEGER + 2);
    return [...new Set(values)];
  }
  if (def.type === 'enum' || def.type === 'literal') {
    const first = String(def.type === 'enum' ? Object.values(def.entries!)[0] : def.values![0]);
    return [first.toUpperCase(), ` ${first}`, `${first} `, '', first.slice(0, -1)];
  }
  if (def.type === 'array') {
    const checks = checksOf(inner);
    const min = checks.find((check) => check.check === 'min_length')?.minimum;
    const max = checks.find((check) => check.check === 'max_length')?.maximum;
    const item = Array.isArray(sample) ? sample[0] : undefined;
    return [min, max]
      .filter((length): length is number => length !== undefined)
      .flatMap((length) => [length - 1, length, length + 1])
      .filter((length) => length >= 0)
      .map((length) => Array.from({ length }, () => item ?? null));
  }
  return [];
}
