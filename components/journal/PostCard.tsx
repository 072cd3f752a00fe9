import { getTranslations } from 'next-intl/server';
import { href, htmlLang, type Locale } from '@/lib/i18n/locales';
import { formatPostDate, type PostMeta } from '@/lib/posts';
import { sharedName } from '@/lib/viewTransitions';
import { CategoryBadge } from './CategoryBadge';
import { PostStatus } from './PostStatus';
import { TagList } from './TagList';

type Props = {
  post: PostMeta;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  /** A line above the card, such as 'Previous article'. */
  kicker?: string;
  /** Title, date and read time only: for the previous and next articles under an article. */
  compact?: boolean;
};

/**
 * One article as a card: the title links to the article page of the same language.
 * Styled by the grid that lists it, through `postCardStyles`.
 */
export async function PostCard({ post, locale, headingLevel = 'h3', kicker, compact = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  // A text in another language than the page's says so to screen readers and translators.
  const textLang = post.lang === locale ? undefined : htmlLang[post.lang];

  const Heading = headingLevel;

  return (
    <article className="ui-card post-card" data-compact={compact || undefined}>
      {kicker && (
        <p className="post-card-kicker" aria-hidden="true">
          {kicker}
        </p>
      )}
      <div className="post-card-meta">
        <PostStatus post={post} locale={locale} />
        {post.category && <CategoryBadge category={post.category} foundersLabel={t('founders')} />}
        <span className="when">
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('readTime', { minutes: post.readTime })}
        </span>
        {textLang && <span className="post-card-language">{t('otherLanguage')}</span>}
      </div>
      <Heading className="post-card-title" lang={textLang} style={{ viewTransitionName: sharedName('post', post.id) }}>
        <a href={href(locale, 'post', post.id)}>
          {kicker && (
            <span className="visually-hidden" lang={textLang && htmlLang[locale]}>
              {kicker}:{' '}
            </span>
          )}
          {post.title}
        </a>
      </Heading>
      {!compact && (
        <>
          <p className="post-card-preview" lang={textLang}>
            {post.preview}
          </p>
          <TagList tags={post.tags} label={t('tags')} locale={locale} />
          <span className="post-card-more" aria-hidden="true">
            {t('readArticle')} →
          </span>
        </>
      )}
    </article>
  );
}
