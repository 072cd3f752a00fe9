import { pathOf } from './i18n/locales';
import type { PostMeta } from './posts';

type Channel = {
  /** Canonical base of the site, without a trailing slash. */
  siteUrl: string;
  title: string;
  description: string;
  /** RSS language code such as pt-BR. */
  language: string;
  /** Path of the journal index the channel links to. */
  journalPath: string;
};

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]);
}

/** RFC 822 date of an ISO day, at midnight UTC, as RSS expects. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** An RSS 2.0 document of the articles, with absolute links on the site URL. */
export function buildRss(posts: PostMeta[], channel: Channel): string {
  const { siteUrl, title, description, language, journalPath } = channel;
  const items = posts.map((post) => {
    const link = `${siteUrl}${pathOf('post', post.id)}`;
    const categories = [post.category, ...post.tags].filter(Boolean) as string[];
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...categories.map((name) => `      <category>${escapeXml(name)}</category>`),
      `      <description>${escapeXml(post.preview)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const latest = posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : [];

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(siteUrl + journalPath)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${escapeXml(language)}</language>`,
    `    <atom:link href="${escapeXml(`${siteUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...latest,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
