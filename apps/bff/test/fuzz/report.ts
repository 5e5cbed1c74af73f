import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/services/sessions/csrf.ts';
import { caseKinds, renderBody, renderTarget, type CaseKind, type FuzzCase } from './cases.ts';
import type { Operation } from './operations.ts';
import type { Failure, FuzzReport, OperationFigures } from './runner.ts';

const MAX_SHOWN = 400;

/** Long repetitions as `‹"x" × 1000000›`, and anything still long cut: a readable reproduction. */
export function summarise(text: string): string {
  const folded = text.replace(/([\s\S]{1,3}?)\1{15,}/g, (run, unit: string) => {
    return `‹${JSON.stringify(unit)} × ${run.length / unit.length}›`;
  });
  const escaped = JSON.stringify(folded).slice(1, -1).replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  return escaped.length > MAX_SHOWN
    ? `${escaped.slice(0, MAX_SHOWN)}… (${escaped.length - MAX_SHOWN} more characters)`
    : escaped;
}

/** The request as lines a person can replay: request line, headers, body. */
export function describeRequest(operation: Operation, fuzzCase: FuzzCase): string {
  const { parts } = fuzzCase;
  const lines = [`${parts.method} ${summarise(renderTarget(operation, parts))}`];
  if (parts.csrf) lines.push(`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}`);
  if (parts.contentType !== null) lines.push(`content-type: ${parts.contentType}`);
  if (parts.cookie !== null) lines.push(`cookie: ${summarise(parts.cookie)}`);
  else if (fuzzCase.role !== 'anonymous')
    lines.push(
      `cookie: sid=… (signed in as ${fuzzCase.role === 'admin' ? 'an Admin' : 'a Free user'})`,
    );
  for (const [name, value] of Object.entries(parts.headers))
    lines.push(`${name}: ${summarise(value)}`);
  const body = renderBody(parts.body);
  if (body !== undefined) lines.push('', summarise(body));
  return lines.join('\n');
}

const classCount = (statuses: Record<number, number>, low: number, high: number) =>
  Object.entries(statuses)
    .filter(([status]) => Number(status) >= low && Number(status) < high)
    .reduce((sum, [, count]) => sum + count, 0);

interface Row {
  operation: string;
  requests: number;
  '2xx': number;
  '4xx': number;
  '429 (rate limits)': number;
  '5xx': number;
  'no answer': number;
  'contract violations': number;
  internals: number;
  'rejected-write changes': number;
}

function rowOf(figures: OperationFigures): Row {
  return {
    operation: `${figures.method} ${figures.path}`,
    requests: figures.requests,
    '2xx': classCount(figures.statuses, 200, 300),
    '4xx': classCount(figures.statuses, 400, 500),
    '429 (rate limits)': figures.statuses[429] ?? 0,
    '5xx': classCount(figures.statuses, 500, 600),
    'no answer': figures.noAnswer,
    'contract violations': figures.contractViolations,
    internals: figures.internals,
    'rejected-write changes': figures.rejectedWriteChanges,
  };
}

/** One line per operation and a total line, in aligned columns. */
export function formatTable(report: FuzzReport): string {
  const rows = report.operations.map(rowOf);
  const total = rows.reduce(
    (sum, row) => {
      for (const key of Object.keys(row) as (keyof Row)[])
        if (key !== 'operation') sum[key] += row[key];
      return sum;
    },
    {
      operation: `total (${rows.length} operations)`,
      requests: 0,
      '2xx': 0,
      '4xx': 0,
      '429 (rate limits)': 0,
      '5xx': 0,
      'no answer': 0,
      'contract violations': 0,
      internals: 0,
      'rejected-write changes': 0,
    } as Row,
  );
  const columns = Object.keys(total) as (keyof Row)[];
  const all = [...rows, total];
  const width = (column: keyof Row) =>
    Math.max(column.length, ...all.map((row) => String(row[column]).length));
  const line = (row: Row | Record<keyof Row, string>) =>
    columns
      .map((column) =>
        column === 'operation'
          ? String(row[column]).padEnd(width(column))
          : String(row[column]).padStart(width(column)),
      )
      .join('  ');
  const header = Object.fromEntries(columns.map((column) => [column, column])) as Record<
    keyof Row,
    string
  >;
  const rule = '-'.repeat(line(header).length);
  return [line(header), rule, ...rows.map(line), rule, line(total)].join('\n');
}

/** Every distinct failure with how often it happened and its smallest reproduction. */
export function formatFailures(failures: Failure[]): string {
  return failures
    .map((failure, index) =>
      [
        `${index + 1}. ${failure.operation}: ${failure.check} (${failure.status || 'no status'}) ${failure.detail}`,
        `   ${failure.occurrences} request${failure.occurrences === 1 ? '' : 's'}; first seen on a ${failure.smallest.kind} request (${failure.smallest.label}); reproduction:`,
        ...failure.reproduction.split('\n').map((line) => `     ${line}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Requests per status over the whole run. */
export function statusHistogram(report: FuzzReport): Record<number, number> {
  const histogram: Record<number, number> = {};
  for (const figures of report.operations)
    for (const [status, count] of Object.entries(figures.statuses))
      histogram[Number(status)] = (histogram[Number(status)] ?? 0) + count;
  return histogram;
}

export interface KindFigures {
  kind: CaseKind;
  requests: number;
  /** The operations that had requests of this class. */
  operations: number;
  statuses: Record<number, number>;
}

/** Requests and statuses per probe class (valid, boundary, hostile, multipart, cursor). */
export function kindFigures(reports: FuzzReport[]): KindFigures[] {
  return caseKinds.map((kind) => {
    const statuses: Record<number, number> = {};
    let requests = 0;
    let operations = 0;
    for (const report of reports)
      for (const figures of report.operations) {
        const count = figures.kinds[kind];
        if (count === 0) continue;
        requests += count;
        operations++;
        for (const [status, n] of Object.entries(figures.statusesByKind[kind]))
          statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
      }
    return { kind, requests, operations, statuses };
  });
}

/** One line per probe class: how many requests, over how many operations, and what came back. */
export function formatKinds(reports: FuzzReport[]): string {
  const rows = kindFigures(reports).map((figures) => [
    figures.kind,
    `${figures.requests} requests`,
    `${figures.operations} operations`,
    `2xx ${classCount(figures.statuses, 200, 300)}`,
    `4xx ${classCount(figures.statuses, 400, 500)}`,
    `5xx ${classCount(figures.statuses, 500, 600)}`,
    `no answer ${figures.statuses[0] ?? 0}`,
  ]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    )
    .join('\n');
}
