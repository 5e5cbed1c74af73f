import { documentation, documentationPage } from '@app/content/documentation';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { useLang } from '@/lib/use-lang';
import { Container, IconBadge } from './shared';

export default function DocumentationPage() {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  return (
    <>
      <PageMeta title={documentationPage.title[lang]} description={documentationPage.intro[lang]} />
      <PageHeader title={documentationPage.title[lang]} intro={documentationPage.intro[lang]} />
      <Container className="grid gap-12 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="contents-title" className="h-fit lg:sticky lg:top-24">
          <h2
            id="contents-title"
            className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
          >
            {documentationPage.contentsTitle[lang]}
          </h2>
          <ul className="mt-3 space-y-1">
            {documentation.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-lg px-3 py-1.5 hover:bg-surface-muted"
                >
                  {section.title[lang]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-14">
          {documentation.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <div className="flex items-center gap-3">
                <IconBadge name={section.icon} />
                <h2 id={`${section.id}-title`} className="text-2xl font-bold">
                  {section.title[lang]}
                </h2>
              </div>
              <p className="mt-4 leading-7 text-ink-muted">{section.intro[lang]}</p>
              <h3 className="mt-6 font-semibold">{t('docs.steps')}</h3>
              <ol className="mt-2 list-decimal space-y-2 pl-6 text-ink-muted">
                {section.steps[lang].map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <h3 className="mt-6 font-semibold">{t('docs.tips')}</h3>
              <ul className="mt-2 list-disc space-y-2 pl-6 text-ink-muted">
                {section.tips[lang].map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
