// Modules made by the content-extracts plugin of vite.config.ts at build time.
declare module 'virtual:content/*/home' {
  import type { HomeContent } from '@/features/marketing/content/home-content';
  const content: HomeContent;
  export default content;
}
