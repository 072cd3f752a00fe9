import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { PostMeta } from '@/lib/posts';
import { pageMetadata } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';

const feed = { 'application/rss+xml': absoluteUrl('/feed.xml') };

export async function journalMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Journal' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const base = pageMetadata({ locale, path: '/journal', title: t('metaTitle'), description: t('metaDescription'), siteName: meta('siteName') });
  return { ...base, alternates: { ...base.alternates, types: feed } };
}

export async function postMetadata(locale: Locale, post: PostMeta): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const base = pageMetadata({
    locale,
    path: `/post/${post.id}`,
    title: t('metaTitle', { title: post.title }),
    description: post.preview,
    siteName: meta('siteName'),
  });
  return {
    ...base,
    authors: [{ name: post.author }],
    keywords: post.tags,
    alternates: { ...base.alternates, types: feed },
    openGraph: { ...base.openGraph, type: 'article', publishedTime: post.date, authors: [post.author], tags: post.tags },
  };
}
