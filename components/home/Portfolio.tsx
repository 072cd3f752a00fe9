import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { ProjectCards } from '@/components/cases/ProjectCards';
import { SectionIntro } from '@/components/ui/SectionIntro';
import { ButtonLink, Container, Section } from '@/components/ui/primitives';
import { href, sectionHref, type Locale } from '@/lib/i18n/locales';
import { getProjects } from '@/lib/projects';

const Closing = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-4);
  margin-top: clamp(2.5rem, 5vw, 3.5rem);
`;

/** The home page's portfolio: a card per case of content/projects, each leading to its case page. */
export async function Portfolio({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Portfolio' });
  return (
    <Section id="sites">
      <Container>
        <SectionIntro badge={t('badge')} title={t('title')} lead={t('lead')} />
        <ProjectCards projects={await getProjects({ locale })} locale={locale} />
        <Closing>
          <ButtonLink href={sectionHref(locale, 'contact')}>{t('cta')}</ButtonLink>
          <ButtonLink variant="ghost" href={href(locale, 'cases')}>
            {t('allCases')}
          </ButtonLink>
        </Closing>
      </Container>
    </Section>
  );
}
