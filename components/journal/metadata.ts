import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pathOf, type Locale } from '@/lib/i18n/locales';
import { ogImageName } from '@/lib/og';
import type { PostMeta } from '@/lib/posts';
import { pageMetadata } from '@/lib/seo';
import { tagPath, type Tag } from '@/lib/tags';

const MAX_TITLE = 70;

export async function journalMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: pathOf('journal'),
    title: t('metaTitle'),
    description: t('metaDescription'),
    siteName: meta('siteName'),
    image: ogImageName({ kind: 'journal', locale }),
  });
}

/** A tag's page: its own title, description and canonical URL; the journal's social image. */
export async function tagMetadata(locale: Locale, tag: Tag): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: tagPath(tag.slug),
    title: t('tagMetaTitle', { tag: tag.name }),
    description: t('tagMetaDescription', { tag: tag.name, count: tag.count }),
    siteName: meta('siteName'),
    image: ogImageName({ kind: 'journal', locale }),
  });
}

export async function postMetadata(locale: Locale, post: PostMeta): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  // An English page whose article has no English text says the article is in Portuguese.
  const own = post.lang === locale;
  const branded = own ? t('metaTitle', { title: post.title }) : t('metaTitleOther', { title: post.title });
  return {
    ...pageMetadata({
      locale,
      path: pathOf('post', post.id),
      // Search results cut titles near 60-70 characters: a long article title goes alone.
      title:
        branded.length <= MAX_TITLE
          ? branded
          : own
            ? t('metaTitleShort', { title: post.title })
            : t('metaTitleShortOther', { title: post.title }),
      description: own ? t('metaDescription', { preview: post.preview }) : t('metaDescriptionOther', { preview: post.preview }),
      siteName: meta('siteName'),
      image: ogImageName({ kind: 'post', id: post.id, locale }),
      imageAlt: post.title,
      article: { publishedTime: post.date, modifiedTime: post.updated, tags: post.tags, author: post.author },
    }),
    keywords: post.tags,
  };
}
