import type { CaseStudyCardData } from '@app/content/case-studies';
import { Link } from '@/components/ui/link';

/**
 * A case study's card, in the language it was made in (toCaseStudyCard). Its title is a heading
 * one level under the section it is listed in: second level straight under a page's title.
 */
export function CaseStudyCard({
  study,
  headingLevel = 3,
}: {
  study: CaseStudyCardData;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
        <Heading className="text-lg font-semibold">
          <Link to={`/case-studies/${study.id}`} className="after:absolute after:inset-0">
            {study.title}
          </Link>
        </Heading>
        <p className="text-sm text-ink-muted">{study.summary}</p>
        <p className="mt-auto pt-2 text-xs text-ink-muted">{study.client}</p>
      </div>
    </article>
  );
}
