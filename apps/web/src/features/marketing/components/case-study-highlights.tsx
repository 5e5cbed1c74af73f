import caseStudies from 'virtual:content/case-study-cards';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { CaseStudyCard } from './case-study-card';

/** Three case studies of different categories, for the home page. */
export default function CaseStudyHighlights() {
  const { t } = useTranslation('marketing');
  const seen = new Set<string>();
  const picks = caseStudies
    .filter((study) => !seen.has(study.category) && seen.add(study.category))
    .slice(0, 3);
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {picks.map((study) => (
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
