import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ogImageName } from '@/lib/og';
import type { PostMeta } from '@/lib/posts';
import { pageMetadata } from '@/lib/seo';

const MAX_TITLE = 70;

export async function journalMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: '/journal',
    title: t('metaTitle'),
    description: t('metaDescription'),
    siteName: meta('siteName'),
    image: ogImageName({ kind: 'journal', locale }),
  });
}

export async function postMetadata(locale: Locale, post: PostMeta): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const branded = t('metaTitle', { title: post.title });
  return {
    ...pageMetadata({
      locale,
      path: `/post/${post.id}`,
      // Search results cut titles near 60-70 characters: a long article title goes alone.
      title: branded.length <= MAX_TITLE ? branded : t('metaTitleShort', { title: post.title }),
      // English pages say the article is in Portuguese, which also keeps every page's snippet distinct.
      description: t('metaDescription', { preview: post.preview }),
      siteName: meta('siteName'),
      image: ogImageName({ kind: 'post', id: post.id, locale }),
      imageAlt: post.title,
      article: { publishedTime: post.date, tags: post.tags, author: post.author },
    }),
    keywords: post.tags,
  };
}
