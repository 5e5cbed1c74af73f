import { randomBytes } from 'node:crypto';
import type { ExampleBook, WalkContext } from './arbitraries.ts';

/** What the running app holds that a valid request may name: real rows and real accounts. */
export interface AppFacts {
  toolIds: string[];
  tags: string[];
  /** Accounts the fuzzer registered, all with `password`. */
  accountEmails: string[];
  password: string;
  /** The social provider configured for the run (startOAuth answers 200 for it). */
  oauthProvider: string | null;
}

// One pixel of each picture type the profile accepts: the BFF checks the bytes' signature.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG = '/9j/4AAQSkZJRgABAQAAAQABAAD/2Q==';
const WEBP = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

/**
 * Hand-picked values by field name: the fallback when a schema's rules cannot be generated (a
 * refinement, a lookahead), and the usual pick where only real rows make a request go anywhere
 * (a tool id, a tag, a configured provider, a registered address on sign-in).
 */
export function walkContextFor(operation: string, facts: AppFacts): WalkContext {
  const examples: Record<string, readonly unknown[]> = {
    id: facts.toolIds,
    tag: facts.tags,
    provider: facts.oauthProvider ? [facts.oauthProvider, 'github'] : ['google'],
    redirect: ['/tools/chatgpt', '/dashboard?tab=connections', '/'],
    path: ['/', '/tools/chatgpt', '/pricing'],
    avatar: [
      `data:image/png;base64,${PNG}`,
      `data:image/jpeg;base64,${JPEG}`,
      `data:image/webp;base64,${WEBP}`,
      null,
    ],
    // A tool's logo: a web link or a picture of the site's own (a refinement no walk can read).
    logoUrl: ['', '/images/tools/chatgpt.svg', 'https://example.org/logo.svg'],
    fullName: ['Ada Lovelace', 'Zoë Ōkubo', '王小明'],
    name: ['Ada Lovelace', 'Jean-Émile Dupont'],
    company: ['Agentia', 'Société Générale'],
    phone: ['+33 1 23 45 67 89', '(555) 010-9999'],
    q: ['chat', 'image', 'code', 'écrire'],
    to: facts.accountEmails.slice(0, 3),
    token: [randomBytes(32).toString('base64url')],
    code: ['123456'],
    sessionId: ['fuzz-session-0001'],
    email: ['ada@example.org', 'zoe.okubo+fuzz@exemple.fr'],
    newEmail: ['ada.new@example.org'],
    password: [facts.password],
    message: ['Hello, I would like a demo.'],
    content: ['Very useful for drafting.'],
    state: ['fuzz-state-0123456789'],
  };
  const prefer = new Map([
    ['id', 4],
    ['tag', 4],
    ['provider', 2],
    ['avatar', 2],
    ['to', 4],
  ]);
  // Signing in with a real account is the only way to reach the success path of login; half the
  // time only, as each account may try ten times in fifteen minutes.
  if (operation === 'auth.login') {
    examples.email = facts.accountEmails;
    prefer.set('email', 1).set('password', 4);
  }
  return { examples: examples satisfies ExampleBook, preferExamples: prefer };
}
