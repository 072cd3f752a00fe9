import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ArticlePage } from '@/components/journal/ArticlePage';
import { postMetadata } from '@/components/journal/metadata';
import { getPost, getPostIds } from '@/lib/posts';

const locale = 'pt';

// Only the articles in content/posts exist; any other id is served by 404.html.
export const dynamicParams = false;

export function generateStaticParams() {
  return getPostIds().map((id) => ({ id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).id);
  return post ? postMetadata(locale, post) : {};
}

export default async function Page({ params }: Props) {
  setRequestLocale(locale);
  const post = getPost((await params).id);
  if (!post) notFound();
  return <ArticlePage locale={locale} post={post} />;
}
