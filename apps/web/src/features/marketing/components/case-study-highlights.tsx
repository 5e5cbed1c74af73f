import highlights from 'virtual:content/case-study-highlights';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { CaseStudyCard } from './case-study-card';

/** Three case studies of different categories, for the home page (picked at build time). */
export default function CaseStudyHighlights() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {highlights.map((study) => (
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
