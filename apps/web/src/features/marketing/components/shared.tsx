import type { IconName, Section } from '@app/content/types';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useLang } from '@/lib/use-lang';

export function Container({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={`mx-auto max-w-6xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

/** A titled band of a page; the title is an h2 that also names the region. */
export function Band({
  id,
  title,
  intro,
  children,
  muted = false,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  muted?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`py-16 ${muted ? 'bg-surface-muted' : ''}`}>
      <Container>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}

export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100">
      <Icon name={name} />
    </span>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink-muted">
          <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" strokeWidth={2.5} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A Section of the content package: title, paragraphs, optional points. */
export function ContentSection({
  section,
  id,
  icon,
}: {
  section: Section;
  id?: string;
  icon?: IconName;
}) {
  const lang = useLang();
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-24">
      <div className="flex items-center gap-3">
        {icon ? <IconBadge name={icon} /> : null}
        <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold">
          {section.title[lang]}
        </h2>
      </div>
      {section.paragraphs[lang].map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-7 text-ink-muted">
          {paragraph}
        </p>
      ))}
      {section.points ? (
        <div className="mt-4">
          <CheckList items={section.points[lang]} />
        </div>
      ) : null}
    </section>
  );
}

/** The closing call to action of a page. */
export function CtaBanner({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('marketing');
  return (
    <section className="py-16">
      <Container>
        <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-accent-500 p-10 text-white sm:p-14">
          <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/contact" variant="inverse">
              {t('cta.contact')}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="inverse-outline">
              {t('cta.pricing')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
