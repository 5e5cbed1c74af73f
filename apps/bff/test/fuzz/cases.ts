import fc from 'fast-check';
import type { z } from 'zod';
import { boundaryValues, defOf, validArbitrary, type WalkContext } from './arbitraries.ts';
import {
  encodedSegments,
  extraFields,
  hostileBodies,
  hostileContentTypes,
  hostileCookies,
  hostileFieldValues,
  hostileHeaders,
  hostileQueryStrings,
  hostileQueryValues,
  type BodyValue,
} from './hostile.ts';
import { hostileCursors } from './cursors.ts';
import { roles, type Role } from './identities.ts';
import {
  hostileMultipart,
  multipartType,
  renderMultipart,
  validUpload,
  type MultipartBody,
} from './multipart.ts';
import type { Operation } from './operations.ts';

/**
 * The probe classes: valid requests, values at a limit, hostile JSON, values, paths, queries,
 * cookies and headers, and the two kinds of input a browser of ours never makes: broken or
 * hostile uploads (routes that take multipart) and page cursors no listing made.
 */
export const caseKinds = ['valid', 'boundary', 'hostile', 'multipart', 'cursor'] as const;
export type CaseKind = (typeof caseKinds)[number];

/**
 * A path parameter the runner replaces with the brain the sending browser owns: the upload route
 * adds files to a brain, and an upload reaches its parser only on a brain the caller may change.
 */
export const OWN_BRAIN = ':own-brain';

/** A field of a JSON body: its value, or JSON text no value stringifies to (1e400, `__proto__`). */
export type Field = { key: string } & ({ value: unknown } | { json: string });

/** A request in parts, so that a failing one can be cut down part by part. */
export interface RequestParts {
  method: string;
  /** Path parameters as they go on the wire (already percent-encoded, or deliberately not). */
  params: Record<string, string>;
  /** The query string's `&`-separated parts as they go on the wire (`key=value`, or anything). */
  query: string[];
  body:
    { fields: Field[]; extra: string[] } | { text: string } | { multipart: MultipartBody } | null;
  contentType: string | null;
  csrf: boolean;
  /** Replaces the browser's own cookies when set. */
  cookie: string | null;
  headers: Record<string, string>;
}

export interface FuzzCase {
  operation: string;
  kind: CaseKind;
  /** What was done to the request, e.g. `body.email: NUL inside`. */
  label: string;
  role: Role;
  parts: RequestParts;
}

/** Small, seedable and fast: the choices between families and values. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

const hashOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261);

const shapeOf = (schema: z.ZodType | null) =>
  schema && defOf(schema).type === 'object' ? defOf(schema).shape! : null;

/** Percent-encoded; a lone surrogate (no URL can carry one) as the replacement character. */
const encode = (value: unknown) => encodeURIComponent(String(value).replace(/\p{Cs}/gu, '\uFFFD'));
const withoutKey = (query: string[], key: string) =>
  query.filter((part) => part.split('=')[0] !== encode(key));

export function renderBody(body: RequestParts['body']): string | undefined {
  if (body === null) return undefined;
  if ('text' in body) return body.text;
  if ('multipart' in body) return renderMultipart(body.multipart);
  const members = body.fields
    .filter((field) => !('value' in field) || field.value !== undefined)
    .map(
      (field) =>
        `${JSON.stringify(field.key)}:${'json' in field ? field.json : JSON.stringify(field.value)}`,
    );
  return `{${[...members, ...body.extra].join(',')}}`;
}

export function renderTarget(operation: Operation, parts: RequestParts) {
  const path = operation.path.replace(
    /:([A-Za-z0-9_]+)/g,
    (_, name: string) => parts.params[name] ?? '',
  );
  return parts.query.length > 0 ? `${path}?${parts.query.join('&')}` : path;
}

interface ValidRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | null;
}

function validParts(operation: Operation, request: ValidRequest): RequestParts {
  const value = request.body;
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const body: RequestParts['body'] = !operation.body
    ? null
    : isObject
      ? {
          fields: Object.entries(value)
            .filter(([, field]) => field !== undefined)
            .map(([key, field]) => ({ key, value: field })),
          extra: [],
        }
      : { text: JSON.stringify(value) ?? '' };
  return {
    method: operation.method,
    params: Object.fromEntries(
      Object.entries(request.params).map(([key, value]) => [key, encode(value)]),
    ),
    query: Object.entries(request.query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${encode(key)}=${encode(value)}`),
    body,
    contentType: operation.body ? 'application/json' : null,
    csrf: true,
    cookie: null,
    headers: {},
  };
}

/** Where a single value can be swapped: a path parameter, a query key or a body field. */
interface Slot {
  where: 'params' | 'query' | 'body';
  key: string;
  schema: z.ZodType;
}

function slotsOf(operation: Operation): Slot[] {
  const slots: Slot[] = [];
  for (const where of ['params', 'query', 'body'] as const) {
    const schema =
      where === 'params'
        ? operation.pathParams
        : where === 'query'
          ? operation.query
          : operation.body;
    const shape = shapeOf(schema);
    if (!shape) continue;
    for (const [key, field] of Object.entries(shape)) slots.push({ where, key, schema: field });
  }
  return slots;
}

function withValue(parts: RequestParts, slot: Slot, value: BodyValue | { value: unknown }) {
  const next = structuredClone(parts);
  if (slot.where === 'body' && next.body && 'fields' in next.body) {
    const fields = next.body.fields.filter((field) => field.key !== slot.key);
    fields.push(
      'json' in value ? { key: slot.key, json: value.json } : { key: slot.key, value: value.value },
    );
    next.body.fields = fields;
    return next;
  }
  const text =
    'json' in value
      ? value.json
      : typeof value.value === 'string'
        ? value.value
        : JSON.stringify(value.value);
  if (slot.where === 'params') next.params[slot.key] = encode(text);
  else next.query = [...withoutKey(next.query, slot.key), `${encode(slot.key)}=${encode(text)}`];
  return next;
}

type Family = (
  parts: RequestParts,
  random: ReturnType<typeof randomSource>,
) => [string, RequestParts];

/** The hostile families that make sense for this operation. */
function hostileFamilies(operation: Operation, valid: ValidRequest): Family[] {
  const families: Family[] = [];
  const bodyShape = shapeOf(operation.body);
  const paramNames = operation.paramNames;
  const queryShape = shapeOf(operation.query);

  if (bodyShape) {
    const keys = Object.keys(bodyShape);
    families.push((parts, random) => {
      const key = random.pick(keys);
      const value = random.pick(hostileFieldValues);
      return [
        `body.${key}: ${value.label}`,
        withValue(parts, { where: 'body', key, schema: bodyShape[key]! }, value),
      ];
    });
    families.push((parts, random) => {
      const key = random.pick(keys);
      const next = structuredClone(parts);
      if (next.body && 'fields' in next.body)
        next.body.fields = next.body.fields.filter((field) => field.key !== key);
      return [`body.${key}: missing`, next];
    });
    families.push((parts, random) => {
      const extra = random.pick(extraFields);
      const next = structuredClone(parts);
      if (next.body && 'fields' in next.body) {
        const first = next.body.fields[0]?.key ?? 'email';
        next.body.extra.push(extra.json.replace('"__dup__"', JSON.stringify(first)));
      }
      return [`body: ${extra.label}`, next];
    });
  }
  if (operation.writes) {
    families.push((parts, random) => {
      const body = random.pick(hostileBodies);
      return [
        `body: ${body.label}`,
        { ...structuredClone(parts), body: { text: body.text }, contentType: 'application/json' },
      ];
    });
    families.push((parts, random) => {
      const contentType = random.pick(hostileContentTypes);
      const text = renderBody(parts.body) ?? '{}';
      return [
        `content-type: ${contentType ?? 'none'}`,
        { ...structuredClone(parts), body: { text }, contentType },
      ];
    });
  } else {
    families.push((parts, random) => {
      const body = random.pick(hostileBodies.slice(0, 8));
      return [
        `${operation.method} with a body: ${body.label}`,
        { ...structuredClone(parts), body: { text: body.text }, contentType: 'application/json' },
      ];
    });
  }
  if (paramNames.length > 0)
    families.push((parts, random) => {
      const name = random.pick(paramNames);
      const segment = random.pick(encodedSegments);
      const next = structuredClone(parts);
      next.params[name] = segment.raw(String(valid.params[name] ?? 'x'));
      return [`path :${name}: ${segment.label}`, next];
    });
  if (queryShape) {
    const keys = Object.keys(queryShape);
    families.push((parts, random) => {
      const key = random.pick(keys);
      const value = random.pick(hostileQueryValues);
      const next = structuredClone(parts);
      next.query = [...withoutKey(next.query, key), `${key}=${value.raw}`];
      return [`query.${key}: ${value.label}`, next];
    });
    families.push((parts, random) => {
      const key = random.pick(keys);
      const query = random.pick(hostileQueryStrings);
      return [`query: ${query.label}`, { ...structuredClone(parts), query: [query.raw(key)] }];
    });
  } else {
    families.push((parts, random) => {
      const query = random.pick(hostileQueryStrings);
      return [
        `unexpected query: ${query.label}`,
        { ...structuredClone(parts), query: [...parts.query, query.raw('x')] },
      ];
    });
  }
  families.push((parts, random) => {
    const cookie = random.pick(hostileCookies);
    return [`cookie: ${cookie.label}`, { ...structuredClone(parts), cookie: cookie.cookie }];
  });
  families.push((parts, random) => {
    const header = random.pick(hostileHeaders);
    return [
      `header: ${header.label}`,
      {
        ...structuredClone(parts),
        csrf: !header.dropCsrf,
        headers: { ...parts.headers, ...header.headers },
      },
    ];
  });
  return families;
}

/** A browser the route lets in, by the access its contract declares. */
function callerOf(operation: Operation): Role {
  const auth = (operation.route.metadata as { auth?: string } | undefined)?.auth;
  return auth === 'admin' ? 'admin' : auth === 'user' ? 'member' : 'anonymous';
}

/** The request as an upload: a well-formed form with small files, to the caller's own brain. */
function asUpload(operation: Operation, parts: RequestParts, body: MultipartBody): RequestParts {
  const target = operation.paramNames[0];
  return {
    ...parts,
    params: target ? { ...parts.params, [target]: OWN_BRAIN } : parts.params,
    body: { multipart: body },
    contentType: multipartType(),
  };
}

/**
 * `count` requests for one operation, the same for the same seed: four in ten valid, two in ten
 * at a boundary, four in ten hostile (each hostile family in turn), sent in turn by an anonymous
 * browser, a member and an admin. An upload route has two in ten valid uploads, six in ten broken
 * or hostile ones and two in ten of the other hostile families; a route with a page cursor has
 * two in ten of its hostile share as forged cursors.
 */
export function buildCases(
  operation: Operation,
  count: number,
  seed: number,
  context: WalkContext,
): FuzzCase[] {
  const operationSeed = (seed ^ hashOf(operation.name)) >>> 0;
  const random = randomSource(operationSeed);
  const object = (schema: z.ZodType | null) =>
    schema ? validArbitrary(schema, '', context) : fc.constant({});
  const validRequests = fc.sample(
    fc.record({
      params: object(operation.pathParams),
      query: object(operation.query),
      body: operation.body ? validArbitrary(operation.body, '', context) : fc.constant(null),
    }),
    { numRuns: count, seed: operationSeed },
  ) as ValidRequest[];
  const slots = slotsOf(operation);
  let hostileTurn = random.int(1000);
  let boundaryTurn = random.int(1000);
  let multipartTurn = random.int(1000);
  let cursorTurn = random.int(1000);

  return validRequests.map((valid, index) => {
    const role = roles[index % roles.length]!;
    const base = validParts(operation, valid);
    const phase = index % 10;
    const families = hostileFamilies(operation, valid);
    const at = (kind: CaseKind, label: string, parts: RequestParts): FuzzCase => ({
      operation: operation.name,
      kind,
      label,
      role,
      parts,
    });
    if (operation.multipart) {
      const upload = asUpload(operation, base, validUpload(random.pick));
      if (phase < 2) return at('valid', 'valid upload', upload);
      if (phase < 8) {
        const family = hostileMultipart[multipartTurn++ % hostileMultipart.length]!;
        const parts = asUpload(operation, base, family.body);
        if (family.contentType !== undefined) parts.contentType = family.contentType;
        return at('multipart', `multipart: ${family.label}`, parts);
      }
      const [label, parts] = families[hostileTurn++ % families.length]!(upload, random);
      return at('hostile', label, parts);
    }
    if (phase < 4) return at('valid', 'valid', base);
    if (phase >= 6 && phase < 8 && operation.cursorKeys.length > 0) {
      const key = operation.cursorKeys[cursorTurn % operation.cursorKeys.length]!;
      const { label, cursor } = hostileCursors[cursorTurn++ % hostileCursors.length]!;
      // Half of them from a browser the route lets in: the guard would answer the others first.
      return {
        ...at('cursor', `query.${key}: ${label}`, {
          ...base,
          query: [...withoutKey(base.query, key), `${encode(key)}=${encode(cursor)}`],
        }),
        ...(phase === 7 ? { role: callerOf(operation) } : {}),
      };
    }
    if (phase < 6 && slots.length > 0) {
      const slot = slots[boundaryTurn++ % slots.length]!;
      const sample =
        slot.where === 'params'
          ? valid.params[slot.key]
          : slot.where === 'query'
            ? valid.query[slot.key]
            : valid.body?.[slot.key];
      const values = boundaryValues(slot.schema, sample);
      if (values.length > 0) {
        const value = random.pick(values);
        const shown =
          typeof value === 'string' && value.length > 24
            ? `${value.length} characters`
            : JSON.stringify(value);
        return at(
          'boundary',
          `${slot.where}.${slot.key}: ${shown}`,
          withValue(base, slot, { value }),
        );
      }
    }
    const [label, parts] = families[hostileTurn++ % families.length]!(base, random);
    return at('hostile', label, parts);
  });
}
