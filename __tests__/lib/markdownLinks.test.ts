/** @jest-environment node */
import { renderMarkdown } from '@/lib/markdown';
import { checkLink } from '@/lib/markdown/links';

const targets = { ids: new Set(['antes-e-depois', 'new-voices']), tags: new Set(['performance', 'estrategia']) };

describe('links of an article, checked at build', () => {
  it.each([
    ['/post/antes-e-depois', 'pt', '/post/antes-e-depois'],
    ['/post/antes-e-depois#os-numeros', 'pt', '/post/antes-e-depois#os-numeros'],
    ['/journal/tag/performance', 'pt', '/journal/tag/performance'],
    ['/journal', 'pt', '/journal'],
    ['/privacidade', 'pt', '/privacidade'],
    ['/partnership', 'en', '/partnership'],
    ['/en/post/new-voices', 'pt', '/en/post/new-voices'],
    ['/images/portrait-800.webp', 'pt', '/images/portrait-800.webp'],
    ['/feed.xml', 'pt', '/feed.xml'],
    ['https://web.dev/articles/vitals', 'en', 'https://web.dev/articles/vitals'],
    ['mailto:ola@example.com', 'pt', 'mailto:ola@example.com'],
    ['#user-content-fn-1', 'en', '#user-content-fn-1'],
    // English pages: the Portuguese address of a page with an English one becomes that one.
    ['/post/antes-e-depois', 'en', '/en/post/antes-e-depois'],
    ['/post/new-voices#uma-secao', 'en', '/en/post/new-voices#uma-secao'],
    ['/journal/tag/estrategia', 'en', '/en/journal/tag/estrategia'],
    ['/privacidade', 'en', '/en/privacy'],
  ] as const)('a good link %s on a %s page goes to %s', (href, locale, expected) => {
    expect(checkLink(href, targets, locale)).toEqual({ href: expected });
  });

  it.each([
    ['/post/nao-existe', 'there is no published article "nao-existe"'],
    // Renamed: the old address of an article whose file now has another name.
    ['/post/antes-depois', 'there is no published article "antes-depois" (renamed or not yet published?)'],
    ['/en/post/antigo', 'there is no published article "antigo"'],
    ['/journal/tag/culinaria', 'no published article has the tag "culinaria"'],
    ['/sobre', 'no page of the site has this address'],
    ['/en/partnership', 'no page of the site has this address'],
    ['/images/nao-existe.png', 'no page of the site has this address'],
    ['post/antes-e-depois', 'write links to the site from its root'],
  ])('a link to %s is a problem: %s', (href, problem) => {
    const result = checkLink(href, targets, 'pt');
    expect('problem' in result && result.problem).toContain(`link "${href}"`);
    expect('problem' in result && result.problem).toContain(problem);
  });

  it('stops the build naming the article and every broken link', async () => {
    const render = () =>
      renderMarkdown('Veja [o antigo](/post/antes-depois) e [a tag](/journal/tag/culinaria), e [o bom](/post/new-voices).', {
        file: 'content/posts/guia.pt.md',
        links: targets,
      });
    await expect(render()).rejects.toThrow(
      /^Invalid article content\/posts\/guia\.pt\.md: link "\/post\/antes-depois": .*; link "\/journal\/tag\/culinaria": /,
    );
  });

  it('rewrites /post/<id> to /en/post/<id> in an English article, and leaves a Portuguese one alone', async () => {
    const body = 'Leia [o antes e depois](/post/antes-e-depois).';
    expect((await renderMarkdown(body, { lang: 'en', locale: 'en', links: targets })).html).toContain('<a href="/en/post/antes-e-depois">');
    expect((await renderMarkdown(body, { lang: 'pt', locale: 'pt', links: targets })).html).toContain('<a href="/post/antes-e-depois">');
  });
});
