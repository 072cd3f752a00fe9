import { blogPostingLd, breadcrumbLd, professionalServiceLd, serializeLd } from '@/lib/structuredData';
import { site } from '@/lib/site';

describe('structured data', () => {
  it('offers each service from its starting price, a number with its currency', () => {
    const services = [{ name: 'Sites', description: 'Um site.', price: 2997, currency: 'BRL' }];
    const offer = (
      professionalServiceLd({ locale: 'pt', name: 'Estúdio', description: 'Sites.', services }).hasOfferCatalog as {
        itemListElement: object[];
      }
    ).itemListElement[0];
    expect(offer).toMatchObject({ priceSpecification: { '@type': 'PriceSpecification', minPrice: '2997', priceCurrency: 'BRL' } });
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
