import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { OpenAtTop } from '@/components/layout/OpenAtTop';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink, Container } from '@/components/ui/primitives';
import { localePath, sectionHref, type Locale } from '@/lib/i18n/locales';
import { ogImageName, ogImagePath } from '@/lib/og';
import { formatPostDate, type Post } from '@/lib/posts';
import { blogPostingLd, breadcrumbLd } from '@/lib/structuredData';
import { ArticleBody } from './ArticleBody';
import { CategoryBadge } from './CategoryBadge';
import { TagList } from './TagList';
import { postLabelStyles } from './postStyles';

const Wrap = styled.article`
  padding-block: calc(var(--layout-header) + var(--space-12)) clamp(4rem, 10vw, 7rem);
  ${postLabelStyles}
`;

const Narrow = styled(Container)`
  max-width: calc(46rem + 2 * var(--layout-gutter));
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  color: var(--color-muted);
  font-size: var(--size-sm);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: var(--color-accent);
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
    background: var(--color-accent);
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
  background: rgba(161, 147, 255, 0.08);
  font-size: var(--size-sm);
`;

const Closing = styled.aside`
  margin-top: var(--space-16);
  padding: clamp(1.75rem, 4vw, 3rem);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  background: radial-gradient(120% 140% at 0% 0%, rgba(212, 255, 90, 0.1), transparent 55%), var(--color-surface);
  h2 {
    font-size: var(--size-xl);
  }
  p {
    margin-top: var(--space-3);
    color: var(--color-muted);
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
    margin-top: var(--space-6);
  }
`;

type Props = { post: Post; locale: Locale };

/** /post/<id> and /en/post/<id>. Article texts are Portuguese; English pages mark and say so. */
export async function ArticlePage({ post, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const journal = await getTranslations({ locale, namespace: 'Journal' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const textLang = locale === 'en' ? 'pt-BR' : undefined;
  const image = ogImagePath(ogImageName({ kind: 'post', id: post.id, locale }));
  const { id, title, preview: description, date, author, tags } = post;

  return (
    <SiteShell locale={locale} path={`/post/${post.id}`}>
      <OpenAtTop />
      <JsonLd data={blogPostingLd({ locale, id, title, description, date, author, tags, image })} />
      <JsonLd
        data={breadcrumbLd([
          { name: common('home'), path: localePath(locale, '/') },
          { name: journal('badge'), path: localePath(locale, '/journal') },
          { name: title, path: localePath(locale, `/post/${id}`) },
        ])}
      />
      <Wrap>
        <Narrow>
          <Back href={localePath(locale, '/')}>
            <span aria-hidden="true">←</span> {t('back')}
          </Back>
          <Meta>
            {post.category && <CategoryBadge category={post.category} foundersLabel={journal('founders')} />}
            <span className="when">
              <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
              <span aria-hidden="true"> · </span>
              {journal('readTime', { minutes: post.readTime })}
            </span>
          </Meta>
          <Title lang={textLang}>{post.title}</Title>
          <Preview lang={textLang}>{post.preview}</Preview>
          <Byline>
            <Author>
              <span aria-hidden="true">{initials(post.author)}</span>
              {t('by', { author: post.author })}
            </Author>
            <TagList tags={post.tags} label={journal('tags')} lang={textLang} />
          </Byline>
          {locale === 'en' && <LanguageNote>{t('portugueseNote')}</LanguageNote>}
          <ArticleBody html={post.html} lang={textLang} />
          <Closing aria-labelledby="article-cta">
            <h2 id="article-cta">{t('ctaTitle')}</h2>
            <p>{t('ctaText')}</p>
            <div>
              <ButtonLink href={sectionHref(locale, 'contact')}>{t('getInTouch')}</ButtonLink>
              <ButtonLink href={localePath(locale, '/journal')} variant="ghost">
                {t('allArticles')}
              </ButtonLink>
            </div>
          </Closing>
        </Narrow>
      </Wrap>
    </SiteShell>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : parts[0].slice(0, 2)).toUpperCase();
}
