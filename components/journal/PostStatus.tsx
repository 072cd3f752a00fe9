import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatPostDate, type PostMeta } from '@/lib/posts';

/**
 * 'Draft' or 'Scheduled for <date>' on an article that is not out yet. Only `npm run dev` lists
 * such articles; a build leaves them out, so a visitor never sees this. Styled by `postLabelStyles`.
 */
export async function PostStatus({ post, locale }: { post: Pick<PostMeta, 'status' | 'date'>; locale: Locale }) {
  if (post.status === 'published') return null;
  const t = await getTranslations({ locale, namespace: 'Journal' });
  return (
    <span className="post-status">
      {post.status === 'draft' ? t('draft') : t('scheduled', { date: formatPostDate(post.date, locale) })}
    </span>
  );
}
