import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { OpenAtTop } from '@/components/layout/OpenAtTop';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { BackLink, Container } from '@/components/ui/primitives';
import { href, htmlLang, pathOf, type Locale } from '@/lib/i18n/locales';
import { ogImageName, ogImagePath } from '@/lib/og';
import { formatPostDate, getAllPosts, type Post } from '@/lib/posts';
import { adjacentPosts, relatedPosts } from '@/lib/related';
import { blogPostingLd, breadcrumbLd } from '@/lib/structuredData';
import { media } from '@/lib/theme';
import { sharedName } from '@/lib/viewTransitions';
import { ArticleBody } from './ArticleBody';
import { ArticleEnd } from './ArticleEnd';
import { CategoryBadge } from './CategoryBadge';
import { PostStatus } from './PostStatus';
import { TableOfContents } from './TableOfContents';
import { TagList } from './TagList';
import { postLabelStyles } from './postStyles';
import { PAGE_LEAD_ID } from '@/lib/firstPaint';
import { FirstScreenEnd } from '@/components/layout/FirstScreenEnd';

/** Articles with at least this many `##` sections get a table of contents. */
const TOC_MIN_SECTIONS = 3;

const Wrap = styled.div`
  padding-block: calc(var(--layout-header) + var(--space-12)) clamp(4rem, 10vw, 7rem);
  ${postLabelStyles}
`;

// One text column; from 1024 px an article with contents gets a second column for them, beside the text.
const Layout = styled(Container)`
  max-width: calc(46rem + 2 * var(--layout-gutter));
  ${media.lg} {
    &[data-toc] {
      max-width: calc(46rem + 4rem + 16rem + 2 * var(--layout-gutter));
    }
    &[data-toc] > article {
      display: grid;
      grid-template-columns: minmax(0, 46rem) 16rem;
      column-gap: 4rem;
    }
    &[data-toc] .toc {
      grid-column: 2;
      grid-row: 2;
      align-self: start;
      position: sticky;
      top: calc(var(--layout-header) + var(--space-8));
      margin-top: var(--space-12);
    }
    &[data-toc] .article-body {
      grid-column: 1;
      grid-row: 2;
    }
  }
  .toc {
    margin-top: var(--space-8);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  margin-top: var(--space-8);
  color: var(--color-muted);
  font-size: var(--size-sm);
  .when {
    white-space: nowrap;
  }
`;

const Title = styled.h1`
  margin-top: var(--space-6);
  font-size: clamp(2rem, 1.4rem + 2.8vw, 3.5rem);
`;

const Preview = styled.p`
  margin-top: var(--space-6);
  color: var(--color-muted);
  font-size: var(--size-lg);
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
  margin-top: var(--space-8);
  padding-block: var(--space-6);
  border-block: 1px solid var(--color-line);
`;

const Author = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  font-weight: 600;
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: var(--color-accent-fill);
    color: var(--color-accent-ink);
    font-family: var(--font-display);
    font-size: var(--size-xs);
  }
`;

const LanguageNote = styled.p`
  margin-top: var(--space-8);
  padding: var(--space-4) var(--space-6);
  border-left: 3px solid var(--color-violet);
  border-radius: var(--radius-sm);
  background: color-mix(in srgb, var(--color-violet) 8%, transparent);
  font-size: var(--size-sm);
`;

type Props = { post: Post; locale: Locale };

/**
 * /post/<id> and /en/post/<id>: the article, its contents, and what comes after it. English pages
 * show the English text where `<id>.en.md` exists; otherwise the Portuguese one, marked and noted.
 */
export async function ArticlePage({ post, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const journal = await getTranslations({ locale, namespace: 'Journal' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const textLang = post.lang === locale ? undefined : htmlLang[post.lang];
  const image = ogImagePath(ogImageName({ kind: 'post', id: post.id, locale }));
  const { id, title, preview: description, date, updated, author, tags, lang } = post;

  const posts = getAllPosts({ locale });
  const { previous, next } = adjacentPosts(posts, id);
  const related = relatedPosts(
    posts,
    post,
    3,
    [previous?.id, next?.id].filter((item): item is string => Boolean(item)),
  );
  const toc = post.sections.length >= TOC_MIN_SECTIONS;

  return (
    <SiteShell locale={locale} path={pathOf('post', post.id)}>
      <OpenAtTop />
      <Wrap>
        <Layout data-toc={toc || undefined}>
          <article aria-labelledby="article-title">
            <header>
              <BackLink href={href(locale, 'home')}>{t('back')}</BackLink>
              <Meta>
                <PostStatus post={post} locale={locale} />
                {post.category && <CategoryBadge category={post.category} foundersLabel={journal('founders')} />}
                <span className="when">
                  <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
                  <span aria-hidden="true"> · </span>
                  {journal('readTime', { minutes: post.readTime })}
                </span>
                {updated && (
                  <span className="when">
                    {t.rich('updated', {
                      date: formatPostDate(updated, locale),
                      time: (chunks) => <time dateTime={updated}>{chunks}</time>,
                    })}
                  </span>
                )}
              </Meta>
              {/* What an article card's title grows into (lib/viewTransitions.ts); the first paint waits for the header's end (lib/firstPaint.ts). */}
              <Title id="article-title" lang={textLang} style={{ viewTransitionName: sharedName('post', post.id) }}>
                {post.title}
              </Title>
              <Preview id={PAGE_LEAD_ID} lang={textLang}>
                {post.preview}
              </Preview>
              <Byline>
                <Author>
                  <span aria-hidden="true">{initials(post.author)}</span>
                  {t('by', { author: post.author })}
                </Author>
                <TagList tags={post.tags} label={journal('tags')} locale={locale} />
              </Byline>
              {textLang && <LanguageNote>{t('portugueseNote')}</LanguageNote>}
              <FirstScreenEnd />
            </header>
            {toc && <TableOfContents sections={post.sections} title={t('tocTitle')} />}
            <ArticleBody className="article-body" html={post.html} lang={textLang} />
          </article>
          <ArticleEnd post={post} locale={locale} previous={previous} next={next} related={related} />
        </Layout>
      </Wrap>
      <JsonLd data={blogPostingLd({ locale, id, title, description, date, updated, lang, author, tags, image })} />
      <JsonLd
        data={breadcrumbLd([
          { name: common('home'), path: href(locale, 'home') },
          { name: journal('badge'), path: href(locale, 'journal') },
          { name: title, path: href(locale, 'post', id) },
        ])}
      />
    </SiteShell>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : parts[0].slice(0, 2)).toUpperCase();
}
