import { getTranslations } from 'next-intl/server';
import { buildRss } from '@/lib/feed';
import { pathOf } from '@/lib/i18n/locales';
import { getAllPosts } from '@/lib/posts';
import { site } from '@/lib/site';

// Written once at build to out/feed.xml. The articles are Portuguese, so the feed is too.
export const dynamic = 'force-static';

export async function GET() {
  const t = await getTranslations({ locale: 'pt', namespace: 'Journal' });
  const xml = buildRss(getAllPosts(), {
    siteUrl: site.url,
    title: t('feedTitle'),
    description: t('feedDescription'),
    language: 'pt-BR',
    journalPath: pathOf('journal'),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
