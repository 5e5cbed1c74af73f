import type { CaseStudyCardData } from '@app/content/case-studies';
import { Link } from '@/components/ui/link';

/** A case study's card, in the language it was made in (toCaseStudyCard). */
export function CaseStudyCard({ study }: { study: CaseStudyCardData }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md">
      {study.cover ? (
        <img
          src={study.cover.src}
          alt=""
          width={1200}
          height={750}
          loading="lazy"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
          {study.kind}
        </p>
        <h3 className="text-lg font-semibold">
          <Link to={`/case-studies/${study.id}`} className="after:absolute after:inset-0">
            {study.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">{study.summary}</p>
        <p className="mt-auto pt-2 text-xs text-ink-muted">{study.client}</p>
      </div>
    </article>
  );
}
