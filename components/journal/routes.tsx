import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPost, getPostIds, getTags } from '@/lib/posts';
import { ArticlePage } from './ArticlePage';
import { JournalIndex } from './JournalIndex';
import { postMetadata, tagMetadata } from './metadata';
// Its pages render once the content is made (lib/contentReady.ts).
import '@/lib/contentReady';

// The journal's dynamic routes, once for both languages: each page file under app/ passes its
// locale and re-exports these (and sets `dynamicParams = false`, which Next reads from the file).

type Params<K extends string> = { params: Promise<Record<K, string>> };

/** /post/<id> and /en/post/<id>: one page per article this build publishes. */
export function articleRoute(locale: Locale) {
  const find = async ({ params }: Params<'id'>) => getPost((await params).id, { locale });
  return {
    generateStaticParams: () => getPostIds().map((id) => ({ id })),
    generateMetadata: async (props: Params<'id'>): Promise<Metadata> => {
      const post = await find(props);
      return post ? postMetadata(locale, post) : {};
    },
    Page: async function ArticleRoute(props: Params<'id'>) {
      setRequestLocale(locale);
      const post = await find(props);
      if (!post) notFound();
      return <ArticlePage locale={locale} post={post} />;
    },
  };
}

/** /journal/tag/<slug> and /en/journal/tag/<slug>: one page per tag of a published article. */
export function tagRoute(locale: Locale) {
  const find = async ({ params }: Params<'tag'>) => {
    const slug = (await params).tag;
    return getTags({ locale }).find((tag) => tag.slug === slug) ?? null;
  };
  return {
    generateStaticParams: () => getTags().map((tag) => ({ tag: tag.slug })),
    generateMetadata: async (props: Params<'tag'>): Promise<Metadata> => {
      const tag = await find(props);
      return tag ? tagMetadata(locale, tag) : {};
    },
    Page: async function TagRoute(props: Params<'tag'>) {
      setRequestLocale(locale);
      const tag = await find(props);
      if (!tag) notFound();
      return <JournalIndex locale={locale} tag={tag} />;
    },
  };
}
