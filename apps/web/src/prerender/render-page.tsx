// The server entry of the build's prerendering step (scripts/prerender.ts): renders one public
// page in one language to HTML, as a visitor without a session sees it.
import type { Language } from '@app/contracts';
import { caseStudies } from '@app/content/case-studies';
import { pages } from '@app/content/pages';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppWithRouter } from '@/app/app';
import { isContentPage } from '@/app/router';
import i18n from '@/lib/i18n';
import { SessionStore, signedOutSession } from '@/lib/session';

/** The pages prerendered: every content-only public page, each case study among them. */
export function prerenderedPaths(): string[] {
  return pages
    .filter((page) => isContentPage(page))
    .flatMap(({ path }) =>
      path === '/case-studies/:id'
        ? caseStudies.map(({ id }) => `/case-studies/${encodeURIComponent(id)}`)
        : [path],
    );
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The translation namespaces the page read, in its language. */
  namespaces: string[];
}

/**
 * The page at `path` in `language`, once every lazy chunk and translation it needs has loaded
 * (`prerender` waits for Suspense). Fails on any error a component throws.
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  await i18n.changeLanguage(language);
  const errors: unknown[] = [];
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppWithRouter session={new SessionStore(signedOutSession)} router={router} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, where it stands: an outlined one is revealed by an inline script,
      // which our CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    namespaces: Object.keys(i18n.store.data[language] ?? {}),
  };
}
