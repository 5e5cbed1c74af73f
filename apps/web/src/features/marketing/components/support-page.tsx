import { knowledgeBase, supportChannels, supportPage } from '@app/content/support';
import { useLang } from '@/lib/use-lang';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { Band, IconBadge } from './shared';

export default function SupportPage() {
  const lang = useLang();
  return (
    <>
      <PageMeta title={supportPage.title[lang]} description={supportPage.intro[lang]} />
      <PageHeader title={supportPage.title[lang]} intro={supportPage.intro[lang]} />
      <Band id="channels" title={supportPage.channelsTitle[lang]} intro={supportPage.hours[lang]}>
        <ul className="grid gap-5 md:grid-cols-3">
          {supportChannels.map((channel) => (
            <li
              key={channel.id}
              className="rounded-2xl border border-line p-6"
              data-testid={`channel-${channel.id}`}
            >
              <IconBadge name={channel.icon} />
              <h3 className="mt-4 text-lg font-semibold">{channel.title[lang]}</h3>
              <p className="mt-2 text-ink-muted">{channel.text[lang]}</p>
              <p className="mt-3 text-sm font-medium">{channel.availability[lang]}</p>
            </li>
          ))}
        </ul>
      </Band>
      <Band id="knowledge-base" title={supportPage.knowledgeBaseTitle[lang]} muted>
        <ul className="grid gap-4 md:grid-cols-2">
          {knowledgeBase.map((article) => (
            <li key={article.id} className="rounded-2xl border border-line bg-surface p-5">
              <details className="group">
                <summary className="flex cursor-pointer items-start gap-3">
                  <IconBadge name={article.icon} />
                  <span>
                    <span className="block font-semibold">{article.title[lang]}</span>
                    <span className="text-sm text-ink-muted">{article.summary[lang]}</span>
                  </span>
                </summary>
                <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink-muted">
                  {article.steps[lang].map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      </Band>
    </>
  );
}
