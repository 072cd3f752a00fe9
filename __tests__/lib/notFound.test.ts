import { notFoundPaths, notFoundScript, notFoundVariant } from '@/lib/notFound';

describe('the 404 variant of a path', () => {
  it.each([
    ['/missing', 'pt'],
    ['/journal/missing', 'pt'],
    ['/english', 'pt'],
    ['/post/missing', 'pt-post'],
    ['/en', 'en'],
    ['/en/missing', 'en'],
    ['/en/journal/missing', 'en'],
    ['/en/post/missing', 'en-post'],
    ['/enough/post/x', 'pt'],
    ['/posts/x', 'pt'],
  ])('%s shows %s', (path, expected) => {
    expect(notFoundVariant(path, ...notFoundPaths())).toBe(expected);
  });

  it.each([
    ['/en/post/missing', 'en', 'en-post'],
    ['/post/missing', 'pt-BR', 'pt-post'],
  ])('the inline script marks %s as lang %s, variant %s', (pathname, lang, variant) => {
    const documentElement = {
      lang: 'pt-BR',
      attributes: new Map<string, string>(),
      setAttribute(name: string, value: string) {
        this.attributes.set(name, value);
      },
    };
    new Function('document', 'location', notFoundScript())({ documentElement }, { pathname });
    expect(documentElement.lang).toBe(lang);
    expect(documentElement.attributes.get('data-variant')).toBe(variant);
  });
});
