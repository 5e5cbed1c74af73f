import type { IconName } from '@app/content/types';
import { Suspense } from 'react';
import { lazy } from '@/lib/lazy';

// The content's drawings arrive in a chunk of their own, after the page's first paint: they are
// decorative, and their place is held meanwhile, so nothing moves when they show.
const DrawnIcon = lazy(() => import('./icon-set'));

/**
 * An icon of the content package, by name. Decorative: the text beside it says what it means, and
 * lucide marks an icon given no label `aria-hidden`.
 */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className={`block ${className}`} />}>
      <DrawnIcon name={name} className={className} />
    </Suspense>
  );
}
