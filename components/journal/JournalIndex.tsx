import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { Badge, Container, Lead, Section } from '@/components/ui/primitives';
import { href, localePath, pathOf, type Locale } from '@/lib/i18n/locales';
import { getAllPosts } from '@/lib/posts';
import { breadcrumbLd } from '@/lib/structuredData';
import { postsTagged, tagIndex, type Tag } from '@/lib/tags';
import { Note, PostGrid } from './JournalSection';
import { PostCard } from './PostCard';
import { chip } from './postStyles';
import { PAGE_LEAD_ID } from '@/lib/firstPaint';
import { FirstScreenEnd } from '@/components/layout/FirstScreenEnd';

const Top = styled(Section)`
  padding-top: calc(var(--layout-header) + clamp(3rem, 8vw, 6rem));
  ol ~ .topics {
    margin-top: var(--space-16);
  }
  .topics {
    margin-top: var(--space-8);
    h2 {
      color: var(--color-muted);
      font-size: var(--size-xs);
      letter-spacing: 0.12em;
      text-transform: uppercase;
    }
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-2);
      margin: var(--space-3) 0 0;
      padding: 0;
      list-style: none;
    }
    a {
      ${chip}
      min-height: 40px;
      padding: 0.3rem 0.9rem;
      font-size: var(--size-sm);
      &[aria-current] {
        border-color: var(--color-accent);
        color: var(--color-accent);
      }
    }
    .topic-count {
      color: var(--color-muted);
      font-size: var(--size-xs);
      font-variant-numeric: tabular-nums;
    }
  }
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

type Props = { locale: Locale; tag?: Tag };

/**
 * /journal and /en/journal (every article, newest first), and with a `tag` its page
 * /journal/tag/<slug>: the same cards, only the articles on that topic. Both list the topics.
 */
export async function JournalIndex({ locale, tag }: Props) {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const all = getAllPosts({ locale });
  const posts = tag ? postsTagged(all, tag.slug) : all;
  const path = pathOf(tag ? 'tag' : 'journal', tag?.slug);
  // Tag names are the articles' Portuguese words.
  const tagLang = locale === 'en' ? 'pt-BR' : undefined;
  const crumbs = [
    { name: common('home'), path: href(locale, 'home') },
    { name: t('badge'), path: href(locale, 'journal') },
    ...(tag ? [{ name: tag.name, path: localePath(locale, path) }] : []),
  ];

  // The index opens with the topics; a topic's page opens with its articles and offers the others after them.
  const topics = (
    <nav className="topics" aria-labelledby="topics-title">
      <h2 id="topics-title">{t('browseTopics')}</h2>
      <ul>
        {tagIndex(all).map((item) => (
          <li key={item.slug}>
            <a href={href(locale, 'tag', item.slug)} aria-current={item.slug === tag?.slug ? 'page' : undefined}>
              <span lang={tagLang}>{item.name}</span>
              <span className="topic-count" aria-hidden="true">
                {item.count}
              </span>
              <span className="visually-hidden">{`(${t('tagCount', { count: item.count })})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <SiteShell locale={locale} path={path}>
      <Top>
        <Container>
          <Badge>{t('badge')}</Badge>
          <Title>
            {tag ? t.rich('tagTitle', { name: tag.name, tag: (chunks) => <span lang={tagLang}>{chunks}</span> }) : t('indexTitle')}
          </Title>
          <Lead id={PAGE_LEAD_ID}>{tag ? t('tagLead', { name: tag.name }) : t('indexLead')}</Lead>
          {locale === 'en' && <Note>{t('inPortuguese')}</Note>}
          <Meta>
            <span>{t('count', { count: posts.length })}</span>
            {tag && (
              <a href={href(locale, 'journal')}>
                <span aria-hidden="true">←&nbsp;</span>
                {t('allArticles')}
              </a>
            )}
            <a href="/feed.xml" type="application/rss+xml">
              {t('rss')}
            </a>
          </Meta>
          {!tag && topics}
          <FirstScreenEnd />
          <PostGrid as="ol">
            {posts.map((post, index) => (
              <Reveal as="li" key={post.id} delay={stagger(index % 2)}>
                <PostCard post={post} locale={locale} headingLevel="h2" />
              </Reveal>
            ))}
          </PostGrid>
          {tag && topics}
        </Container>
      </Top>
      <JsonLd data={breadcrumbLd(crumbs)} />
    </SiteShell>
  );
}
