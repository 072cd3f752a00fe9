import { blogPostingLd, breadcrumbLd, serializeLd, startingPrice } from '@/lib/structuredData';
import { site } from '@/lib/site';

describe('structured data', () => {
  it.each([
    ['A partir de R$2.997', { price: '2997', currency: 'BRL' }],
    ['From $1,199', { price: '1199', currency: 'USD' }],
    ['From $299', { price: '299', currency: 'USD' }],
  ])('reads the visible price %j', (text, expected) => {
    expect(startingPrice(text)).toEqual(expected);
  });

  it('breadcrumbs are numbered with absolute URLs', () => {
    expect(
      breadcrumbLd([
        { name: 'Início', path: '/' },
        { name: 'Blog', path: '/journal' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: site.url },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/journal` },
      ],
    });
  });

  it('text can never close the script tag it is written into', () => {
    const json = serializeLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  describe('an article', () => {
    const article = {
      locale: 'en' as const,
      id: 'a',
      title: 'T',
      description: 'D',
      date: '2024-05-02',
      author: 'Rafael Moreira',
      tags: ['UX', 'SEO'],
      image: '/og/a.png',
    };

    it('dateModified is the "updated" date, or the publication date without one', () => {
      expect(blogPostingLd({ ...article, lang: 'pt', updated: '2024-06-10' })).toMatchObject({
        datePublished: '2024-05-02',
        dateModified: '2024-06-10',
      });
      expect(blogPostingLd({ ...article, lang: 'pt' })).toMatchObject({ datePublished: '2024-05-02', dateModified: '2024-05-02' });
    });

    it('inLanguage is the language of the text on the page', () => {
      expect(blogPostingLd({ ...article, lang: 'en' })).toMatchObject({ inLanguage: 'en', url: `${site.url}/en/post/a` });
      expect(blogPostingLd({ ...article, lang: 'pt' })).toMatchObject({ inLanguage: 'pt-BR' });
    });
  });
});
