import { about } from '@app/content/about';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { useLang } from '@/lib/use-lang';
import { Band, Container, ContentSection, CtaBanner, IconBadge } from './shared';

export default function AboutPage() {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  return (
    <>
      <PageMeta title={about.title[lang]} description={about.intro[lang]} />
      <PageHeader
        title={about.title[lang]}
        intro={about.intro[lang]}
        image="/images/marketing/about.svg"
      />
      <Container className="grid gap-12 py-16 md:grid-cols-2">
        <ContentSection section={about.mission} id="mission" />
        <ContentSection section={about.approach} id="approach" />
      </Container>
      <section aria-label={t('about.numbers')} className="bg-surface-muted py-12">
        <Container>
          <ul className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
            {about.numbers.map((number) => (
              <li key={number.label.en}>
                <p className="text-4xl font-bold text-brand-600 dark:text-brand-100">
                  {number.value}
                </p>
                <p className="mt-1 text-ink-muted">{number.label[lang]}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Band id="values" title={t('about.values')}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value) => (
            <li key={value.title.en} className="rounded-2xl border border-line p-6">
              <IconBadge name={value.icon} />
              <h3 className="mt-4 font-semibold">{value.title[lang]}</h3>
              <p className="mt-2 text-sm text-ink-muted">{value.text[lang]}</p>
            </li>
          ))}
        </ul>
      </Band>
      <CtaBanner title={about.cta.title[lang]} text={about.cta.text[lang]} />
    </>
  );
}
