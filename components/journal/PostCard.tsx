import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatPostDate, type PostMeta } from '@/lib/posts';
import { CategoryBadge } from './CategoryBadge';
import { TagList } from './TagList';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  height: 100%;
  padding: var(--space-8) var(--space-6);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  transition: border-color 0.25s ease, transform 0.25s ease, background-color 0.25s ease;
  &:hover {
    border-color: rgba(212, 255, 90, 0.45);
    background: var(--color-surface-raised);
    transform: translateY(-4px);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  color: var(--color-muted);
  font-size: var(--size-xs);
  .when {
    white-space: nowrap;
  }
`;

const Title = styled.h3`
  font-size: var(--size-lg);
  line-height: 1.25;
  a {
    text-decoration: none;
    /* The title link covers the whole card, so the card is one target with one name. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: var(--radius-lg);
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid var(--color-accent);
      outline-offset: 3px;
    }
  }
`;

const Preview = styled.p`
  color: var(--color-muted);
  font-size: var(--size-sm);
  flex: 1;
`;

const More = styled.span`
  color: var(--color-accent);
  font-size: var(--size-sm);
  font-weight: 600;
`;

type Props = { post: PostMeta; locale: Locale; headingLevel?: 'h2' | 'h3' };

/** One article as a card: the title links to the article page of the same language. */
export async function PostCard({ post, locale, headingLevel = 'h3' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  // Article texts are Portuguese; English pages say so to screen readers and translators.
  const textLang = locale === 'en' ? 'pt-BR' : undefined;

  return (
    <Card>
      <Meta>
        {post.category && <CategoryBadge category={post.category} foundersLabel={t('founders')} />}
        <span className="when">
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('readTime', { minutes: post.readTime })}
        </span>
      </Meta>
      <Title as={headingLevel} lang={textLang}>
        <a href={localePath(locale, `/post/${post.id}`)}>{post.title}</a>
      </Title>
      <Preview lang={textLang}>{post.preview}</Preview>
      <TagList tags={post.tags} label={t('tags')} lang={textLang} />
      <More aria-hidden="true">{t('readArticle')} →</More>
    </Card>
  );
}
