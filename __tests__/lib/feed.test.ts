/** @jest-environment node */
import { buildRss, escapeXml, rfc822 } from '@/lib/feed';
import type { PostMeta } from '@/lib/posts';

const post = (id: string, date: string, extra: Partial<PostMeta> = {}): PostMeta => ({
  id,
  date,
  title: `Título ${id}`,
  preview: 'Resumo',
  author: 'Rafael Moreira',
  tags: ['Design'],
  readTime: 4,
  status: 'published',
  lang: 'pt',
  ...extra,
});

const channel = {
  siteUrl: 'https://rafaelmoreira.com.br',
  title: 'Blog',
  description: 'Artigos',
  language: 'pt-BR',
  journalPath: '/journal',
};

describe('escapeXml', () => {
  it.each([
    ['P&D <novo> "site"', 'P&amp;D &lt;novo&gt; &quot;site&quot;'],
    ["d'água", 'd&apos;água'],
    ['sem nada', 'sem nada'],
  ])('%j becomes %j', (text, escaped) => expect(escapeXml(text)).toBe(escaped));
});

describe('rfc822', () => {
  it.each([
    ['2024-12-10', 'Tue, 10 Dec 2024 00:00:00 GMT'],
    ['2024-09-01', 'Sun, 01 Sep 2024 00:00:00 GMT'],
  ])('%s is %s', (iso, text) => expect(rfc822(iso)).toBe(text));
});

describe('buildRss', () => {
  const xml = buildRss([post('b', '2024-12-10', { category: 'For Founders', title: 'Q&A <ao vivo>' }), post('a', '2024-09-01')], channel);

  it('is an RSS 2.0 channel that points at itself and at the journal', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<link>https://rafaelmoreira.com.br/journal</link>');
    expect(xml).toContain('<atom:link href="https://rafaelmoreira.com.br/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<language>pt-BR</language>');
  });

  it('lists one item per article, in the given order, with absolute links', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect([...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1])).toEqual([
      'https://rafaelmoreira.com.br/journal',
      'https://rafaelmoreira.com.br/post/b',
      'https://rafaelmoreira.com.br/post/a',
    ]);
  });

  it('escapes text and carries dates, author and categories', () => {
    expect(xml).toContain('<title>Q&amp;A &lt;ao vivo&gt;</title>');
    expect(xml).toContain('<pubDate>Tue, 10 Dec 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Rafael Moreira</dc:creator>');
    expect(xml).toContain('<category>For Founders</category>');
    expect(xml).toContain('<lastBuildDate>Tue, 10 Dec 2024 00:00:00 GMT</lastBuildDate>');
  });

  it('is still a valid channel with no articles', () => {
    const empty = buildRss([], channel);
    expect(empty).not.toContain('<item>');
    expect(empty).toContain('</channel>\n</rss>');
  });
});
