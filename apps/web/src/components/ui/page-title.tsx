import { useTranslation } from 'react-i18next';
import { languageOf } from '@/lib/use-lang';

/**
 * The document title, description and Open Graph tags of a page. React 19 hoists these into
 * <head> and removes them when the page unmounts.
 */
export function PageMeta({
  title,
  description,
  image,
}: {
  title: string;
  description?: string;
  image?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const full = `${title} | ${t('brand')}`;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('brand')} />
      <meta property="og:locale" content={languageOf(i18n) === 'fr' ? 'fr_FR' : 'en_US'} />
      <meta property="og:title" content={full} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  );
}
