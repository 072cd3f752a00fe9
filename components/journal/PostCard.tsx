import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatPostDate, type PostMeta } from '@/lib/posts';
import { CategoryBadge } from './CategoryBadge';
import { TagList } from './TagList';

type Props = { post: PostMeta; locale: Locale; headingLevel?: 'h2' | 'h3' };

/**
 * One article as a card: the title links to the article page of the same language.
 * Styled by the grid that lists it, through `postCardStyles`.
 */
export async function PostCard({ post, locale, headingLevel = 'h3' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  // Article texts are Portuguese; English pages say so to screen readers and translators.
  const textLang = locale === 'en' ? 'pt-BR' : undefined;

  const Heading = headingLevel;

  return (
    <article className="post-card">
      <div className="post-card-meta">
        {post.category && <CategoryBadge category={post.category} foundersLabel={t('founders')} />}
        <span className="when">
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('readTime', { minutes: post.readTime })}
        </span>
      </div>
      <Heading className="post-card-title" lang={textLang}>
        <a href={localePath(locale, `/post/${post.id}`)}>{post.title}</a>
      </Heading>
      <p className="post-card-preview" lang={textLang}>
        {post.preview}
      </p>
      <TagList tags={post.tags} label={t('tags')} lang={textLang} />
      <span className="post-card-more" aria-hidden="true">
        {t('readArticle')} →
      </span>
    </article>
  );
}
