import { useId } from 'react';

/**
 * The brand's mark (public/favicon.svg, the tab's icon), drawn inline: an SVG file shown by an
 * `<img>` is a document of its own, which the browser builds on the main thread as the page
 * starts (ADR 070). Decorative: the link around it is named.
 */
export function LogoMark({ className }: { className: string }) {
  // Each mark's gradient has its own id: the header's and the sidebar's may share a page.
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <linearGradient id={gradient} x2="1" y2="1">
        <stop stopColor="#6366f1" />
        <stop offset="1" stopColor="#14b8a6" />
      </linearGradient>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path
        d="M20 46 32 16l12 30M25 36h14"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
