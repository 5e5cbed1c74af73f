/**
 * What an attacker (or a broken client) sends instead of what the contract asks: each value has
 * a label, which is how failures name it. The body limit of the BFF (app.ts) is 1 MiB.
 */

export const BODY_LIMIT_BYTES = 1_048_576;
/** A million characters: under the body limit, far over every length a field allows. */
const ONE_MB = 'x'.repeat(1_000_000);

/** A value in a JSON body: a JavaScript value, or JSON text that no value stringifies to. */
export type BodyValue = { label: string; value: unknown } | { label: string; json: string };

const nested = (depth: number, open: string, close: string, inner = '0') =>
  open.repeat(depth) + inner + close.repeat(depth);

export const hostileStrings: { label: string; value: string }[] = [
  { label: 'NUL inside', value: 'a\u0000b' },
  { label: 'NUL alone', value: '\u0000' },
  { label: 'control characters', value: 'a\u0001\u0007\u001b[31m\u007fb' },
  { label: 'vertical tab and form feed', value: 'a\u000b\u000cb' },
  { label: 'lone high surrogate', value: 'a\ud800b' },
  { label: 'lone low surrogate', value: '\udc00' },
  { label: 'reversed surrogate pair', value: '\udc00\ud800' },
  { label: 'zero-width and bidi overrides', value: 'a\u200b\u202e\u2066b' },
  { label: 'byte order mark', value: '\ufeffa' },
  { label: 'whitespace only', value: ' \t\n\r ' },
  { label: 'CRLF and a header', value: 'a\r\nSet-Cookie: sid=x' },
  { label: 'SQL', value: "' OR 1=1; DROP TABLE profiles; --" },
  { label: 'percent escapes', value: '%00%2e%2e%2f' },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'HTML', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { label: 'template syntax', value: '${7*7}{{7*7}}#{7*7}' },
  { label: 'emoji', value: '😀👩‍👩‍👧‍👦'.repeat(40) },
  { label: 'combining marks', value: 'e' + '\u0301'.repeat(500) },
  { label: '1 MB string', value: ONE_MB },
];

/** A value of the wrong kind for whatever the field is. */
export const wrongTypes: BodyValue[] = [
  { label: 'number', value: 42 },
  { label: 'float', value: 1.5 },
  { label: 'negative number', value: -1 },
  { label: 'huge number', value: 1e308 },
  { label: 'number past double (1e400)', json: '1e400' },
  { label: 'integer past 2^53', json: '9007199254740993' },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'empty array', value: [] },
  { label: 'array of strings', value: ['a', 'b'] },
  { label: 'empty object', value: {} },
  { label: 'object', value: { a: { b: 1 } } },
  { label: 'object whose toString is not a function', value: { toString: 1 } },
  { label: 'object whose valueOf and toString are data', value: { valueOf: {}, toString: [] } },
  { label: '__proto__ object', json: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor.prototype object', json: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'array nested 10 000 deep', json: nested(10_000, '[', ']') },
  { label: 'object nested 10 000 deep', json: nested(10_000, '{"a":', '}', '1') },
];

export const hostileFieldValues: BodyValue[] = [...hostileStrings, ...wrongTypes];

/** Whole bodies that are not the JSON object a route reads. */
export const hostileBodies: { label: string; text: string; contentType?: string }[] = [
  { label: 'invalid JSON (unclosed)', text: '{"a":' },
  { label: 'invalid JSON (single quotes)', text: "{'a': 1}" },
  { label: 'invalid JSON (trailing comma)', text: '{"a":1,}' },
  { label: 'invalid JSON (bare word)', text: 'undefined' },
  { label: 'invalid JSON (NaN)', text: '{"a":NaN}' },
  { label: 'invalid JSON (comment)', text: '{"a":1 /* x */}' },
  { label: 'invalid JSON (raw NUL)', text: '{"a":"\u0000"}' },
  { label: 'invalid JSON (byte order mark)', text: '\ufeff{}' },
  { label: 'empty body', text: '' },
  { label: 'whitespace body', text: ' \n ' },
  { label: 'JSON null', text: 'null' },
  { label: 'JSON string', text: '"body"' },
  { label: 'JSON number', text: '42' },
  { label: 'JSON true', text: 'true' },
  { label: 'JSON array', text: '[]' },
  { label: 'JSON array of objects', text: '[{}]' },
  { label: 'array nested 10 000 deep', text: nested(10_000, '[', ']') },
  { label: 'object nested 10 000 deep', text: nested(10_000, '{"a":', '}', '1') },
  { label: 'array nested 500 000 deep (1 MB)', text: nested(500_000, '[', ']', '') },
  { label: '__proto__ at the top', text: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor.prototype at the top', text: '{"constructor":{"prototype":{"x":1}}}' },
  {
    label: 'a body over the 1 MiB limit',
    text: JSON.stringify({ a: 'x'.repeat(BODY_LIMIT_BYTES) }),
  },
];

/** Content types other than the JSON every route reads, sent with a JSON text. */
export const hostileContentTypes: (string | null)[] = [
  null,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  'APPLICATION/JSON',
  '*/*',
  'application/',
  'garbage',
];

/** Keys that reach into prototypes, or that merely look important, added beside valid fields. */
export const extraFields: { label: string; json: string }[] = [
  { label: '__proto__ beside the fields', json: '"__proto__":{"role":"Admin","isAdmin":true}' },
  { label: 'constructor beside the fields', json: '"constructor":{"prototype":{"role":"Admin"}}' },
  { label: 'prototype beside the fields', json: '"prototype":{"role":"Admin"}' },
  {
    label: 'unknown fields',
    json: '"role":"Admin","id":"00000000-0000-0000-0000-000000000000","isAdmin":true,"userId":"x"',
  },
  { label: 'a duplicate key of another type', json: '"__dup__":1' },
  {
    label: 'toString and hasOwnProperty',
    json: '"toString":1,"hasOwnProperty":"x","valueOf":null',
  },
];

/**
 * Path segments as sent on the wire (percent-encoding is not undone before sending): traversal,
 * NUL, encoded slashes, double encoding, broken escapes, over-long UTF-8, long segments, unicode.
 */
export const encodedSegments: { label: string; raw: (valid: string) => string }[] = [
  { label: '%2e%2e', raw: () => '%2e%2e' },
  { label: '%2E%2E%2F', raw: () => '%2E%2E%2F' },
  { label: '..%2f traversal', raw: (valid) => `..%2f..%2f${valid}` },
  { label: 'plain ..', raw: () => '..' },
  { label: 'plain .', raw: () => '.' },
  { label: '%00', raw: () => '%00' },
  { label: 'valid value then %00', raw: (valid) => `${valid}%00` },
  { label: '%2f inside', raw: (valid) => `${valid}%2fx` },
  { label: '%5c (backslash)', raw: (valid) => `${valid}%5c..` },
  { label: 'double-encoded %252e%252e', raw: () => '%252e%252e' },
  { label: 'double-encoded %252f', raw: (valid) => `${valid}%252f..` },
  { label: 'lone %', raw: () => '%' },
  { label: 'broken escape %ZZ', raw: () => '%ZZ' },
  { label: 'truncated UTF-8 %E0%A4%A', raw: () => '%E0%A4%A' },
  { label: 'over-long UTF-8 dot %C0%AE', raw: () => '%C0%AE%C0%AE' },
  { label: 'UTF-8 surrogate %ED%A0%80', raw: () => '%ED%A0%80' },
  { label: '%u002e (IIS style)', raw: () => '%u002e%u002e' },
  { label: 'CRLF %0d%0a', raw: (valid) => `${valid}%0d%0aSet-Cookie:%20x=1` },
  { label: 'encoded space', raw: (valid) => `%20${valid}` },
  { label: 'plus sign', raw: (valid) => `${valid}+` },
  { label: 'encoded ? and #', raw: (valid) => `${valid}%3Fx=1%23y` },
  { label: 'matrix parameter', raw: (valid) => `${valid};jsessionid=1` },
  { label: 'unicode é (encoded)', raw: () => '%C3%A9t%C3%A9' },
  { label: 'unicode emoji (encoded)', raw: (valid) => `${valid}%F0%9F%98%80` },
  { label: 'fullwidth letters (encoded)', raw: () => '%EF%BD%81%EF%BD%90%EF%BD%89' },
  { label: 'upper case of a valid value', raw: (valid) => valid.toUpperCase() },
  { label: 'empty segment', raw: () => '' },
  { label: '100 characters', raw: () => 'a'.repeat(100) },
  { label: '101 characters', raw: () => 'a'.repeat(101) },
  { label: '10 kB segment', raw: () => 'a'.repeat(10_240) },
  { label: '10 kB of %2e', raw: () => '%2e'.repeat(3_400) },
  { label: 'SQL (encoded)', raw: () => "'%20OR%201=1--" },
];

/** Query values as sent on the wire. */
export const hostileQueryValues: { label: string; raw: string }[] = [
  { label: '%00', raw: '%00' },
  { label: 'control characters', raw: 'a%01%1b%7f' },
  { label: '%ud800 (not an escape)', raw: '%ud800' },
  { label: 'UTF-8 surrogate %ED%A0%80', raw: '%ED%A0%80' },
  { label: 'broken escape %ZZ', raw: '%ZZ' },
  { label: 'truncated UTF-8 %E0%A4%A', raw: '%E0%A4%A' },
  { label: 'lone %', raw: '%' },
  { label: 'empty', raw: '' },
  { label: 'plus signs', raw: '+++' },
  { label: '10 kB value', raw: 'q'.repeat(10_240) },
  { label: '1e400', raw: '1e400' },
  { label: '-1', raw: '-1' },
  { label: '0', raw: '0' },
  { label: 'hex 0x10', raw: '0x10' },
  { label: 'NaN', raw: 'NaN' },
  { label: 'Infinity', raw: 'Infinity' },
  { label: '2^53 + 1', raw: '9007199254740993' },
  { label: 'SQL', raw: "'%20OR%201=1--" },
  { label: 'LIKE wildcards', raw: '%25%5F%25' },
  { label: 'HTML', raw: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
];

/** Whole query strings that play with the parser rather than with one value. */
export const hostileQueryStrings: { label: string; raw: (key: string) => string }[] = [
  { label: 'duplicated key', raw: (key) => `${key}=a&${key}=b` },
  { label: 'array syntax', raw: (key) => `${key}[]=a&${key}[]=b` },
  { label: 'object syntax', raw: (key) => `${key}[a]=b` },
  { label: '__proto__ key', raw: () => '__proto__=x&__proto__[admin]=1' },
  { label: 'constructor key', raw: () => 'constructor[prototype][admin]=1' },
  { label: 'toString key', raw: () => 'toString=1&hasOwnProperty=1' },
  { label: 'key without value', raw: (key) => key },
  { label: 'empty pairs', raw: () => '&&=&' },
  {
    label: '1 000 parameters',
    raw: () => Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&'),
  },
  {
    label: 'fully percent-encoded key',
    raw: (key) =>
      `${[...key].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}=x`,
  },
];

/** Cookies a browser never had from us. */
export const hostileCookies: { label: string; cookie: string }[] = [
  { label: 'session id of 5 000 characters', cookie: `sid=${'a'.repeat(5000)}` },
  { label: 'session id with %00', cookie: 'sid=%00' },
  { label: 'session id with a quote', cookie: 'sid="abc' },
  { label: 'two session ids', cookie: 'sid=a; sid=b' },
  { label: 'session id of a SQL text', cookie: "sid=' OR 1=1--" },
  { label: 'agent token of 4 000 characters', cookie: `agent_token=${'x'.repeat(4000)}` },
  {
    label: 'agent token that is a forged JWT',
    cookie: 'agent_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  },
  { label: 'signup binding garbage', cookie: 'signup_binding=%ff%fe' },
  { label: 'oauth binding garbage', cookie: 'oauth_binding=;;;' },
];

/** Headers on the edge of what the CSRF guard and the proxy settings accept. */
export const hostileHeaders: { label: string; headers: Record<string, string>; dropCsrf?: true }[] =
  [
    { label: 'no CSRF header', headers: {}, dropCsrf: true },
    { label: 'wrong CSRF header value', headers: { 'x-requested-with': 'XMLHttpRequest' } },
    { label: 'cross-site Origin', headers: { origin: 'https://evil.example' } },
    { label: 'Origin null', headers: { origin: 'null' } },
    { label: 'Sec-Fetch-Site cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
    {
      label: 'garbage X-Forwarded-For',
      headers: { 'x-forwarded-for': 'not-an-address, 999.1.1.1' },
    },
    { label: 'over-long X-Request-Id', headers: { 'x-request-id': `../../${'x'.repeat(300)}` } },
    { label: 'Accept text/html', headers: { accept: 'text/html' } },
    {
      label: 'Accept-Language garbage',
      headers: { 'accept-language': 'zz-ZZ;q=abc,' + 'a'.repeat(500) },
    },
  ];
