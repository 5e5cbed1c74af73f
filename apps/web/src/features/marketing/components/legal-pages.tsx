import { legalLastUpdated, privacy, terms } from '@app/content/legal';
import { security } from '@app/content/security';
import type { Localized, Section } from '@app/content/types';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { formatDate } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { Container, ContentSection } from './shared';

function LegalDocument({
  doc,
}: {
  doc: { title: Localized; intro: Localized; sections: Section[] };
}) {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  return (
    <>
      <PageMeta title={doc.title[lang]} description={doc.intro[lang]} />
      <PageHeader title={doc.title[lang]} intro={doc.intro[lang]}>
        <p className="text-sm text-ink-muted" data-testid="last-updated">
          {t('legal.lastUpdated', { date: formatDate(legalLastUpdated, lang) })}
        </p>
      </PageHeader>
      <Container className="max-w-3xl space-y-10 py-12">
        {doc.sections.map((section, index) => (
          <ContentSection key={section.title.en} section={section} id={`section-${index + 1}`} />
        ))}
      </Container>
    </>
  );
}

export function TermsPage() {
  return <LegalDocument doc={terms} />;
}

export function PrivacyPage() {
  return <LegalDocument doc={privacy} />;
}

export function SecurityPage() {
  const lang = useLang();
  return (
    <>
      <PageMeta title={security.title[lang]} description={security.intro[lang]} />
      <PageHeader title={security.title[lang]} intro={security.intro[lang]} />
      <Container className="grid gap-10 py-12 md:grid-cols-2">
        {security.sections.map((section, index) => (
          <div key={section.title.en} className="rounded-2xl border border-line p-6">
            <ContentSection section={section} icon={section.icon} id={`security-${index + 1}`} />
          </div>
        ))}
      </Container>
    </>
  );
}
