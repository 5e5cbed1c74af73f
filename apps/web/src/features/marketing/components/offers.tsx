import type { Offer, OfferCardData } from '@app/content/services';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useLang } from '@/lib/use-lang';
import { CheckList, IconBadge } from './shared';

/** Offer cards, in one language, linking to the offer's section of its services page. */
export function OfferCards({ offers, basePath }: { offers: OfferCardData[]; basePath: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className="relative flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-sm transition hover:shadow-md"
        >
          <IconBadge name={offer.icon} />
          <h3 className="text-lg font-semibold">
            <Link
              to={`${basePath}#${offer.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl"
            >
              {offer.title}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">{offer.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** Every offer of an audience in full: description, benefits, typical deliverables. */
export function OfferDetails({ offers }: { offers: Offer[] }) {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  return (
    <div className="space-y-8">
      {offers.map((offer) => (
        <section
          key={offer.id}
          id={offer.id}
          aria-labelledby={`${offer.id}-title`}
          className="scroll-mt-24 rounded-3xl border border-line p-6 sm:p-10"
          data-testid="offer"
        >
          <div className="flex items-center gap-4">
            <IconBadge name={offer.icon} />
            <h2 id={`${offer.id}-title`} className="text-2xl font-bold">
              {offer.title[lang]}
            </h2>
          </div>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-ink-muted">
            {offer.description[lang]}
          </p>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <div>
              <h3 className="mb-3 font-semibold">{t('services.benefits')}</h3>
              <CheckList items={offer.benefits[lang]} />
            </div>
            <div>
              <h3 className="mb-3 font-semibold">{t('services.deliverables')}</h3>
              <CheckList items={offer.deliverables[lang]} />
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
