import type { CaseStudySummary } from '@app/content/case-studies';
import { categoryLabels, industryLabels } from '@app/content/case-study-labels';
import { Link } from 'react-router';
import { useLang } from '@/lib/use-lang';

export function CaseStudyCard({ study }: { study: CaseStudySummary }) {
  const lang = useLang();
  const cover = study.gallery[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md">
      {cover ? (
        <img
          src={cover.src}
          alt=""
          width={1200}
          height={750}
          loading="lazy"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
          {categoryLabels[study.category][lang]} · {industryLabels[study.industry][lang]}
        </p>
        <h3 className="text-lg font-semibold">
          <Link to={`/case-studies/${study.id}`} className="after:absolute after:inset-0">
            {study.title[lang]}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">{study.summary[lang]}</p>
        <p className="mt-auto pt-2 text-xs text-ink-muted">{study.client[lang]}</p>
      </div>
    </article>
  );
}
