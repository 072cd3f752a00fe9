import { getTranslations } from 'next-intl/server';
import { BackLink, ButtonLink } from '@/components/ui/primitives';
import { href, type Locale } from '@/lib/i18n/locales';
import { getServices } from '@/lib/owner';
import { isLive } from '@/lib/portfolio';
import type { CaseStudy } from '@/lib/projects';
import { PAGE_LEAD_ID } from '@/lib/firstPaint';
import { FirstScreenEnd } from '@/components/layout/FirstScreenEnd';
import { sharedName } from '@/lib/viewTransitions';

/** The top of a case: the way back to all cases, its title and line, the live site or 'em breve', and its facts. */
export async function CaseHeader({ project, locale }: { project: CaseStudy; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Cases' });
  const portfolio = await getTranslations({ locale, namespace: 'Portfolio' });
  const titles = new Map(getServices(locale).map((service) => [service.id, service.title]));
  const facts = [
    { term: t('client'), detail: project.client },
    { term: t('sector'), detail: project.sector },
    { term: t('city'), detail: project.city },
    { term: t('year'), detail: project.year },
  ];
  return (
    <header>
      <BackLink href={href(locale, 'cases')}>{t('back')}</BackLink>
      <p className="case-kicker">
        {project.status === 'draft' && <span className="case-status">{t('draft')}</span>}
        <span>{portfolio(`categories.${project.category}`)}</span>
      </p>
      {/* Its name between pages (lib/viewTransitions.ts): a case card's title grows into it. The first
          paint waits for the header's end (lib/firstPaint.ts), so the title is always in the first frame. */}
      <h1 id="case-title" style={{ viewTransitionName: sharedName('case', project.id) }}>
        {project.title}
      </h1>
      <p className="case-lead" id={PAGE_LEAD_ID}>
        {project.description}
      </p>
      <div className="case-actions">
        <ButtonLink href="#contact">{t('cta')}</ButtonLink>
        {isLive(project.url) ? (
          <ButtonLink
            variant="ghost"
            href={project.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('visitLabel', { title: project.title })}
          >
            {t('visit')} <span aria-hidden="true">↗</span>
          </ButtonLink>
        ) : (
          <span className="case-soon">{t('soon')}</span>
        )}
      </div>
      <dl className="case-facts" aria-label={t('facts')}>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
        <div className="case-fact-wide">
          <dt>{t('services')}</dt>
          <dd>
            <ul>
              {project.services.map((id) => (
                <li key={id}>{titles.get(id)}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="case-fact-wide">
          <dt>{t('stack')}</dt>
          <dd>
            <ul>
              {project.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <FirstScreenEnd />
    </header>
  );
}
