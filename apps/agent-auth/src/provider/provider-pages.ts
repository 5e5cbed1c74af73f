import { createHash } from 'node:crypto';
import type { AgentToolId } from '@app/contracts';
import { catalogueTool, type Lang } from '../tool-catalogue.ts';
import type { ConsentRequest } from './oauth-provider.ts';

/**
 * The provider's pages: server-rendered HTML, no script, no external asset, one inline
 * stylesheet allowed by its hash. Readable from 390 px wide, usable by keyboard alone.
 */
const STYLE = `
:root{color-scheme:light dark;--fg:#1b1f24;--muted:#57606a;--bg:#f6f8fa;--card:#fff;--line:#d0d7de;--accent:#0b57d0;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9da7b3;--bg:#0d1117;--card:#161b22;--line:#30363d;--accent:#7aa7ff;--on-accent:#0d1117}}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.25rem}
.provider{margin:0 0 .5rem;color:var(--muted);font-size:.875rem}
h1{margin:0 0 1rem;font-size:1.375rem;line-height:1.3}
h2{margin:1.25rem 0 .5rem;font-size:1rem}
ul{margin:0;padding-left:1.25rem}
li{margin:.5rem 0}
code{display:block;color:var(--muted);font-size:.8125rem;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:.875rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{flex:1 1 9rem;min-height:2.75rem;padding:.625rem 1rem;font:inherit;font-weight:600;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--fg);cursor:pointer}
button.allow{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`.trim();
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * Nothing may load, run or frame the page; the form may post to the page's own origin and, since
 * browsers apply form-action to the redirect that follows, go on to the client's redirect URI.
 */
export function pageSecurityHeaders(redirectUri?: string): Record<string, string> {
  const formAction = ["'self'", ...(redirectUri ? [new URL(redirectUri).origin] : [])].join(' ');
  return {
    'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const strings = {
  en: {
    provider: (tool: string) => `${tool} · demo authorization server`,
    consentTitle: (client: string, tool: string) =>
      `${client} wants to access your ${tool} account`,
    willBeAbleTo: 'It will be able to:',
    returnTo: (host: string) => `After you answer, you will return to ${host}.`,
    trust: (client: string, tool: string) =>
      `Allow only if you trust ${client}. You can disconnect ${tool} at any time from your dashboard.`,
    allow: 'Allow',
    deny: 'Deny',
    errorTitle: 'This authorization request cannot be completed',
    errors: {
      unknown_tool: 'There is no such tool on this server.',
      unknown_client: 'The application asking for access is not registered with this tool.',
      bad_redirect_uri: 'The application asked to send you to an address it has not registered.',
      expired:
        'This request has expired or was already answered. Start again from the application.',
      bad_form: 'The answer to this request was incomplete. Start again from the application.',
    },
    doneTitle: 'Authorization complete',
    deniedTitle: 'Access denied',
    doneBody:
      'The application finishes the connection with the code below. You can close this window.',
    deniedBody: 'No access was given. You can close this window.',
    code: 'Authorization code',
    state: 'State',
  },
  fr: {
    provider: (tool: string) => `${tool} · serveur d’autorisation de démonstration`,
    consentTitle: (client: string, tool: string) =>
      `${client} souhaite accéder à votre compte ${tool}`,
    willBeAbleTo: 'Cette application pourra\u00a0:',
    returnTo: (host: string) => `Après votre réponse, vous reviendrez sur ${host}.`,
    trust: (client: string, tool: string) =>
      `N’autorisez l’accès que si vous faites confiance à ${client}. Vous pouvez déconnecter ${tool} à tout moment depuis votre tableau de bord.`,
    allow: 'Autoriser',
    deny: 'Refuser',
    errorTitle: 'Cette demande d’autorisation ne peut pas aboutir',
    errors: {
      unknown_tool: 'Cet outil n’existe pas sur ce serveur.',
      unknown_client:
        'L’application qui demande l’accès n’est pas enregistrée auprès de cet outil.',
      bad_redirect_uri:
        'L’application a demandé à vous renvoyer vers une adresse qu’elle n’a pas enregistrée.',
      expired:
        'Cette demande a expiré ou a déjà reçu une réponse. Recommencez depuis l’application.',
      bad_form: 'La réponse à cette demande était incomplète. Recommencez depuis l’application.',
    },
    doneTitle: 'Autorisation accordée',
    deniedTitle: 'Accès refusé',
    doneBody:
      'L’application termine la connexion avec le code ci-dessous. Vous pouvez fermer cette fenêtre.',
    deniedBody: 'Aucun accès n’a été accordé. Vous pouvez fermer cette fenêtre.',
    code: 'Code d’autorisation',
    state: 'État',
  },
} as const;

export type PageError = keyof (typeof strings)['en']['errors'];

/** `?lang=fr` first, then the browser's Accept-Language (by preference), then English. */
export function pageLanguage(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (queryLang === 'fr' || queryLang === 'en') return queryLang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.primary === 'en' || entry.primary === 'fr'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary === 'fr' ? 'fr' : 'en';
}

function page(lang: Lang, title: string, provider: string | undefined, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
${provider ? `<p class="provider">${escapeHtml(provider)}</p>\n` : ''}<h1>${escapeHtml(title)}</h1>
${body}
</div>
</main>
</body>
</html>
`;
}

export function consentPage(request: ConsentRequest): string {
  const t = strings[request.lang];
  const tool = catalogueTool(request.tool);
  const scopes = tool.scopes.filter((scope) => request.scopes.includes(scope.id));
  const host = new URL(request.redirectUri).host;
  const body = `<p>${escapeHtml(tool.description[request.lang])}</p>
<h2 id="scopes-title">${escapeHtml(t.willBeAbleTo)}</h2>
<ul aria-labelledby="scopes-title">
${scopes.map((scope) => `<li>${escapeHtml(scope.description[request.lang])}<code>${escapeHtml(scope.id)}</code></li>`).join('\n')}
</ul>
<p class="note">${escapeHtml(t.returnTo(host))} ${escapeHtml(t.trust(request.clientName, tool.name))}</p>
<form method="post" action="consent">
<input type="hidden" name="request_id" value="${escapeHtml(request.id)}">
<div class="actions">
<button type="submit" name="decision" value="deny" class="deny">${escapeHtml(t.deny)}</button>
<button type="submit" name="decision" value="allow" class="allow">${escapeHtml(t.allow)}</button>
</div>
</form>`;
  return page(
    request.lang,
    t.consentTitle(request.clientName, tool.name),
    t.provider(tool.name),
    body,
  );
}

export function errorPage(lang: Lang, error: PageError, tool?: AgentToolId): string {
  const t = strings[lang];
  return page(
    lang,
    t.errorTitle,
    tool ? t.provider(catalogueTool(tool).name) : undefined,
    `<p>${escapeHtml(t.errors[error])}</p>`,
  );
}

/** The default redirect URI's page, for a client that has no callback page of its own. */
export function donePage(lang: Lang, query: Record<string, unknown>): string {
  const t = strings[lang];
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const [code, state] = [text('code'), text('state')];
  if (!code) return page(lang, t.deniedTitle, undefined, `<p>${escapeHtml(t.deniedBody)}</p>`);
  return page(
    lang,
    t.doneTitle,
    undefined,
    `<p>${escapeHtml(t.doneBody)}</p>
<h2>${escapeHtml(t.code)}</h2>
<code>${escapeHtml(code)}</code>
<h2>${escapeHtml(t.state)}</h2>
<code>${escapeHtml(state)}</code>`,
  );
}
