import { apiContract } from '@app/contracts';
import { sql } from 'kysely';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/services/sessions/csrf.ts';
import { listening, rawRequest, type RawResponse } from '../helpers/raw-http.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  buildCases,
  caseKinds,
  OWN_BRAIN,
  renderBody,
  renderTarget,
  type CaseKind,
  type FuzzCase,
} from './cases.ts';
import { checkAnswer, type CheckName, type Finding } from './checks.ts';
import { countRows, listTables, unexpectedChanges } from './database-rows.ts';
import { walkContextFor, type AppFacts } from './examples.ts';
import {
  cookieHeader,
  cookiesSet,
  createIdentities,
  followAgentToken,
  FUZZ_PASSWORD,
  giveOwnBrains,
  keepSignedIn,
  nextAddress,
  type Identity,
  type Role,
} from './identities.ts';
import { listOperations, type Operation } from './operations.ts';
import { describeRequest } from './report.ts';

export interface FuzzOptions {
  /** Requests per operation. */
  runs: number;
  seed: number;
  /** Signed-in browsers of each kind (default 10); more of them spread the per-user limits. */
  members?: number;
  admins?: number;
  /** Cut each distinct failure down to a smaller request that still fails (default on). */
  shrink?: boolean;
  /** The agent server is down on purpose: the connections routes' declared 502 is then fine. */
  agentServerDown?: boolean;
  /** Only the operations whose name matches. */
  only?: RegExp;
  onProgress?: (sent: number, total: number) => void;
}

export interface Failure {
  operation: string;
  check: CheckName;
  status: number;
  detail: string;
  /** How many requests failed this way (same operation, check, status and detail). */
  occurrences: number;
  /** The smallest request found that still fails this way. */
  smallest: FuzzCase;
  reproduction: string;
}

export interface OperationFigures {
  operation: string;
  method: string;
  path: string;
  requests: number;
  statuses: Record<number, number>;
  kinds: Record<CaseKind, number>;
  /** The statuses of each probe class's requests. */
  statusesByKind: Record<CaseKind, Record<number, number>>;
  /** Requests answered with a 5xx, an undeclared status or a body outside the contract. */
  contractViolations: number;
  /** Requests whose answer showed a stack, a source path, a framework or driver message. */
  internals: number;
  /** Rejected writes after which some table had another row count. */
  rejectedWriteChanges: number;
  noAnswer: number;
  failures: Failure[];
}

export interface FuzzReport {
  seed: number;
  runs: number;
  wallMs: number;
  operations: OperationFigures[];
  failures: Failure[];
}

const CONTRACT_CHECKS = new Set<CheckName>([
  'server error',
  'undeclared status',
  'off-contract body',
  'malformed global answer',
]);
/** The order failures are listed in: what hurts most first. */
const SEVERITY: CheckName[] = [
  'server error',
  'write on rejected request',
  'no answer',
  'internal details',
  'off-contract body',
  'malformed global answer',
  'undeclared status',
];
const REQUEST_TIMEOUT_MS = 20_000;
const SHRINK_ATTEMPTS = 40;
/** Tells apart the accounts of two runs over the same app. */
let fuzzRuns = 0;

const isNetworkError = (error: unknown) =>
  error instanceof Error &&
  (/socket hang up|ECONNRESET|EPIPE|ECONNREFUSED/.test(error.message) ||
    ['ECONNRESET', 'EPIPE', 'ECONNREFUSED'].includes((error as { code?: string }).code ?? ''));

async function factsOf(t: TestApp, pool: Record<Role, Identity[]>): Promise<AppFacts> {
  const db = t.database.db;
  const tools = await db.selectFrom('tools').select('id').orderBy('id').execute();
  const { rows: tags } = await sql<{ tag: string }>`
    select distinct unnest(tags) as tag from tool_translations where locale = 'en' order by tag
  `.execute(db);
  return {
    toolIds: tools.map((tool) => tool.id),
    tags: tags.map((row) => row.tag).slice(0, 30),
    accountEmails: [...pool.member, ...pool.admin].map((identity) => identity.email!),
    password: FUZZ_PASSWORD,
    oauthProvider: t.services.identity.oauthProviders()[0]?.id ?? null,
  };
}

/**
 * Fuzzes every operation of the API contract against a running app: `runs` requests each
 * (valid, boundary and hostile, anonymous and signed in), every answer checked against the
 * contract, every rejected write checked against the row counts of every table.
 */
export async function runContractFuzz(t: TestApp, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const { runs, seed, shrink = true, agentServerDown = false } = options;
  await listening(t.app.server);
  const db = t.database.db;
  const tables = await listTables(db);
  // A round of every operation is quick, whatever the runs: ten browsers of each kind keep the
  // tightest per-user limits (comments, connections) mostly out of the way.
  const members = options.members ?? 10;
  const admins = options.admins ?? 10;
  const pool = await createIdentities(t, { members, admins, label: `s${seed}-${++fuzzRuns}` });
  const facts = await factsOf(t, pool);
  // In turn for each operation on its own: a shared turn would give an operation's requests to
  // only some of the browsers (34 operations a round, 10 browsers) and crowd their limits.
  const turns = new Map<string, number>();
  const browserFor = (operation: string, role: Role) => {
    const browsers = pool[role];
    const turn = turns.get(`${operation}:${role}`) ?? 0;
    turns.set(`${operation}:${role}`, turn + 1);
    return browsers[turn % browsers.length]!;
  };

  const operations = listOperations(apiContract).filter(
    (operation) => !options.only || options.only.test(operation.name),
  );
  if (operations.some((operation) => operation.multipart)) await giveOwnBrains(t, pool);
  const plans = operations.map((operation) => ({
    operation,
    cases: buildCases(operation, runs, seed, walkContextFor(operation.name, facts)),
    figures: {
      operation: operation.name,
      method: operation.method,
      path: operation.path,
      requests: 0,
      statuses: {},
      kinds: Object.fromEntries(caseKinds.map((kind) => [kind, 0])) as Record<CaseKind, number>,
      statusesByKind: Object.fromEntries(caseKinds.map((kind) => [kind, {}])) as Record<
        CaseKind,
        Record<number, number>
      >,
      contractViolations: 0,
      internals: 0,
      rejectedWriteChanges: 0,
      noAnswer: 0,
      failures: [],
    } as OperationFigures,
  }));

  async function send(
    operation: Operation,
    fuzzCase: FuzzCase,
    browser: Identity,
  ): Promise<RawResponse> {
    const { parts } = fuzzCase;
    const cookie = parts.cookie ?? cookieHeader(browser.cookies);
    const text = renderBody(parts.body);
    const latin1 = parts.body && 'multipart' in parts.body && parts.body.multipart.encoding;
    const body = text !== undefined && latin1 === 'latin1' ? Buffer.from(text, 'latin1') : text;
    // A brain nobody has stands in for an anonymous browser's own.
    const ownBrain = browser.brainId ?? '00000000-0000-4000-8000-000000000000';
    const params = Object.fromEntries(
      Object.entries(parts.params).map(([name, value]) => [
        name,
        value === OWN_BRAIN ? ownBrain : value,
      ]),
    );
    const request = {
      method: parts.method,
      target: renderTarget(operation, { ...parts, params }),
      headers: {
        'x-forwarded-for': nextAddress(),
        ...(parts.csrf ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
        ...(parts.contentType !== null ? { 'content-type': parts.contentType } : {}),
        ...(cookie ? { cookie } : {}),
        ...parts.headers,
      },
      ...(body !== undefined ? { body } : {}),
    };
    const once = () =>
      Promise.race([
        rawRequest(t.app.server, request),
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
            REQUEST_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
    let answer: RawResponse;
    try {
      answer = await once();
    } catch (error) {
      // A kept-alive socket the server had closed after an earlier answer: one retry on a new one.
      if (!isNetworkError(error)) throw error;
      answer = await once();
    }
    followAgentToken(browser, answer);
    return answer;
  }

  /** Sends one case and names every rule its answer breaks. */
  async function exchange(
    operation: Operation,
    fuzzCase: FuzzCase,
  ): Promise<{ status: number; findings: Finding[] }> {
    const watch = operation.writes;
    const browser = browserFor(operation.name, fuzzCase.role);
    if (watch) await t.services.outbox.drain();
    const before = watch ? await countRows(db, tables) : null;
    let answer: RawResponse;
    try {
      answer = await send(operation, fuzzCase, browser);
    } catch (error) {
      if (!(error instanceof Error) || !(isNetworkError(error) || /no answer/.test(error.message)))
        throw error;
      const finding: Finding = { check: 'no answer', status: 0, detail: error.message, key: '' };
      return { status: 0, findings: [finding] };
    }
    const findings = checkAnswer(operation, answer, { agentServerDown });
    const rejected = answer.status < 200 || answer.status >= 300;
    if (before && rejected) {
      // Mail leaves off the request path: what the request handed over is counted too.
      await t.services.outbox.drain();
      const changes = unexpectedChanges(
        operation.name,
        before,
        await countRows(db, tables),
        answer.status,
      );
      if (changes.length > 0)
        findings.push({
          check: 'write on rejected request',
          status: answer.status,
          detail: changes
            .map((change) => `${change.table} ${change.before} → ${change.after} rows`)
            .join(', '),
          key: changes.map((change) => change.table).join(','),
        });
    }
    // Only once the rows are counted: a browser signed out by the request is signed in again.
    if (browser.userId && (watch || 'sid' in cookiesSet(answer))) await keepSignedIn(t, browser);
    return { status: answer.status, findings };
  }

  const signature = (operation: string, finding: Finding) =>
    `${operation}|${finding.check}|${finding.status}|${finding.key}`;
  const failures = new Map<string, Failure>();
  const total = runs * plans.length;
  let sent = 0;

  // Round by round over every operation: each one's requests are spread over the whole run, so
  // the per-user limits (per minute) refuse as few of them as they can.
  for (let round = 0; round < runs; round++) {
    for (const { operation, cases, figures } of plans) {
      const fuzzCase = cases[round]!;
      const { status, findings } = await exchange(operation, fuzzCase);
      figures.requests++;
      figures.kinds[fuzzCase.kind]++;
      const byKind = figures.statusesByKind[fuzzCase.kind];
      byKind[status] = (byKind[status] ?? 0) + 1;
      if (findings.some((finding) => CONTRACT_CHECKS.has(finding.check)))
        figures.contractViolations++;
      if (findings.some((finding) => finding.check === 'internal details')) figures.internals++;
      if (findings.some((finding) => finding.check === 'write on rejected request'))
        figures.rejectedWriteChanges++;
      if (status === 0) figures.noAnswer++;
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      for (const finding of findings) {
        const key = signature(operation.name, finding);
        const known = failures.get(key);
        if (known) known.occurrences++;
        else
          failures.set(key, {
            operation: operation.name,
            check: finding.check,
            status: finding.status,
            detail: finding.detail,
            occurrences: 1,
            smallest: fuzzCase,
            reproduction: '',
          });
      }
      sent++;
      if (sent % 200 === 0) options.onProgress?.(sent, total);
    }
  }
  options.onProgress?.(sent, total);

  const byName = new Map(plans.map((plan) => [plan.operation.name, plan]));
  for (const [key, failure] of failures) {
    const { operation, figures } = byName.get(failure.operation)!;
    if (shrink) failure.smallest = await smallestFailing(operation, failure.smallest, key);
    failure.reproduction = describeRequest(operation, failure.smallest);
    figures.failures.push(failure);
  }

  /** Greedy: any simpler request that still fails the same way replaces the current one. */
  async function smallestFailing(operation: Operation, failing: FuzzCase, key: string) {
    let smallest = failing;
    let attempts = 0;
    let improved = true;
    while (improved && attempts < SHRINK_ATTEMPTS) {
      improved = false;
      for (const candidate of simpler(smallest)) {
        if (attempts++ >= SHRINK_ATTEMPTS) break;
        const { findings } = await exchange(operation, candidate);
        if (findings.some((finding) => signature(operation.name, finding) === key)) {
          smallest = candidate;
          improved = true;
          break;
        }
      }
    }
    return smallest;
  }

  const bySeverity = (a: Failure, b: Failure) =>
    SEVERITY.indexOf(a.check) - SEVERITY.indexOf(b.check) ||
    a.operation.localeCompare(b.operation) ||
    a.status - b.status;
  for (const { figures } of plans) figures.failures.sort(bySeverity);
  return {
    seed,
    runs,
    wallMs: performance.now() - started,
    operations: plans.map((plan) => plan.figures),
    failures: [...failures.values()].sort(bySeverity),
  };
}

/** Every one-step simplification of a request, the likeliest first. */
function* simpler(fuzzCase: FuzzCase): Generator<FuzzCase> {
  const { parts } = fuzzCase;
  const variant = (change: Partial<FuzzCase['parts']>, role = fuzzCase.role): FuzzCase => ({
    ...fuzzCase,
    role,
    parts: { ...structuredClone(parts), ...change },
  });
  const halve = (text: string) => text.slice(0, Math.ceil(text.length / 2));
  if (fuzzCase.role !== 'anonymous') yield variant({}, 'anonymous');
  if (parts.cookie !== null) yield variant({ cookie: null });
  for (const name of Object.keys(parts.headers)) {
    const headers = { ...parts.headers };
    delete headers[name];
    yield variant({ headers });
  }
  const body = parts.body;
  if (body && 'fields' in body) {
    for (let i = 0; i < body.fields.length; i++)
      yield variant({ body: { ...body, fields: body.fields.filter((_, at) => at !== i) } });
    for (let i = 0; i < body.extra.length; i++)
      yield variant({ body: { ...body, extra: body.extra.filter((_, at) => at !== i) } });
    for (let i = 0; i < body.fields.length; i++) {
      const field = body.fields[i]!;
      if ('value' in field && typeof field.value === 'string' && field.value.length > 8) {
        const fields = [...body.fields];
        fields[i] = { key: field.key, value: halve(field.value) };
        yield variant({ body: { ...body, fields } });
      }
    }
  }
  if (body && 'multipart' in body) {
    const form = body.multipart;
    for (let i = 0; i < form.parts.length; i++)
      yield variant({
        body: { multipart: { ...form, parts: form.parts.filter((_, at) => at !== i) } },
      });
  }
  if (body && 'text' in body && body.text.length > 2) {
    yield variant({ body: { text: '{}' } });
    yield variant({ body: { text: '' } });
  }
  for (let i = 0; i < parts.query.length; i++)
    yield variant({ query: parts.query.filter((_, at) => at !== i) });
  for (const [name, segment] of Object.entries(parts.params))
    if (segment.length > 8) yield variant({ params: { ...parts.params, [name]: halve(segment) } });
}
