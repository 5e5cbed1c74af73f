import type { CaseStudyCardData } from '@app/content/case-studies';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { CaseStudyCard } from './case-study-card';

/** Three case studies of different categories, for the home page (picked at build time). */
export default function CaseStudyHighlights({ studies }: { studies: CaseStudyCardData[] }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
      <ButtonLink to="/case-studies" variant="secondary" className="mt-8">
        {t('home.allCaseStudies')}
      </ButtonLink>
    </>
  );
}
