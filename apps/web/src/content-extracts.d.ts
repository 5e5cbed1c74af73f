// Modules made by the plugins of vite.config.ts.
declare module 'virtual:content/*/home' {
  import type { HomeContent } from '@/features/marketing/content/home-content';
  const content: HomeContent;
  export default content;
}

/** The API's routes without their schemas in the built app; the contract itself when serving. */
declare module 'virtual:api-routes' {
  import type { apiContract } from '@app/contracts';
  export const apiRoutes: typeof apiContract;
}
