import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { Badge, ButtonLink, Container, Lead, Section } from '@/components/ui/primitives';
import { href, pathOf, sectionHref, type Locale } from '@/lib/i18n/locales';
import { getProjects } from '@/lib/projects';
import { breadcrumbLd } from '@/lib/structuredData';
import { ProjectCards } from './ProjectCards';
import { PAGE_LEAD_ID } from '@/lib/firstPaint';
import { FirstScreenEnd } from '@/components/layout/FirstScreenEnd';

const Top = styled(Section)`
  padding-top: calc(var(--layout-header) + clamp(3rem, 8vw, 6rem));
  h1 {
    max-width: 24ch;
    margin-top: var(--space-4);
    font-size: var(--size-xxl);
  }
  .cases-closing {
    display: flex;
    justify-content: center;
    margin-top: clamp(2.5rem, 5vw, 3.5rem);
  }
`;

/** /projetos and /en/projects: every case, as the same cards the home page shows. */
export async function CaseIndex({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Cases' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const portfolio = await getTranslations({ locale, namespace: 'Portfolio' });
  return (
    <SiteShell locale={locale} path={pathOf('cases')}>
      <Top>
        <Container>
          <Badge>{t('badge')}</Badge>
          <h1>{t('indexTitle')}</h1>
          <Lead id={PAGE_LEAD_ID}>{t('indexLead')}</Lead>
          <FirstScreenEnd />
          <ProjectCards projects={await getProjects({ locale })} locale={locale} onTop />
          <div className="cases-closing">
            <ButtonLink href={sectionHref(locale, 'contact')}>{portfolio('cta')}</ButtonLink>
          </div>
        </Container>
      </Top>
      <JsonLd
        data={breadcrumbLd([
          { name: common('home'), path: href(locale, 'home') },
          { name: t('badge'), path: href(locale, 'cases') },
        ])}
      />
    </SiteShell>
  );
}
