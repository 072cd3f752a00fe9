import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { Badge, Container, Lead, Section } from '@/components/ui/primitives';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getAllPosts } from '@/lib/posts';
import { breadcrumbLd } from '@/lib/structuredData';
import { Note, PostGrid } from './JournalSection';
import { PostCard } from './PostCard';

const Top = styled(Section)`
  padding-top: calc(var(--layout-header) + clamp(3rem, 8vw, 6rem));
`;

const Title = styled.h1`
  margin-top: var(--space-4);
  font-size: var(--size-xxl);
  max-width: 22ch;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-6);
  margin-top: var(--space-6);
  color: var(--color-muted);
  font-size: var(--size-sm);
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--color-accent);
    font-weight: 600;
  }
`;


/** /journal and /en/journal: every article, newest first. */
export async function JournalIndex({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const posts = getAllPosts();
  const crumbs = [
    { name: common('home'), path: localePath(locale, '/') },
    { name: t('badge'), path: localePath(locale, '/journal') },
  ];

  return (
    <SiteShell locale={locale} path="/journal">
      <JsonLd data={breadcrumbLd(crumbs)} />
      <Top>
        <Container>
          <Badge>{t('badge')}</Badge>
          <Title>{t('indexTitle')}</Title>
          <Lead>{t('indexLead')}</Lead>
          {locale === 'en' && <Note>{t('inPortuguese')}</Note>}
          <Meta>
            <span>{t('count', { count: posts.length })}</span>
            <a href="/feed.xml" type="application/rss+xml">
              {t('rss')}
            </a>
          </Meta>
          <PostGrid as="ol">
            {posts.map((post, index) => (
              <Reveal as="li" key={post.id} delay={stagger(index % 2)}>
                <PostCard post={post} locale={locale} headingLevel="h2" />
              </Reveal>
            ))}
          </PostGrid>
        </Container>
      </Top>
    </SiteShell>
  );
}
