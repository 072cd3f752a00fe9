/** @jest-environment node */
import { ogImageName, ogImagePath } from '@/lib/og';
import { getAllPosts } from '@/lib/posts';
import { getProjects } from '@/lib/projects';
import { socialImages } from '@/lib/socialImages';

// Every page that shares has its own social image, drawn at build under /og/<name>.
describe('socialImages', () => {
  it('draws one card per home, journal, privacy notice, case index, article and case in each language, and the partnership page', async () => {
    const cards = await socialImages();
    const cases = { pt: await getProjects({ locale: 'pt' }), en: await getProjects({ locale: 'en' }) };
    const names = cards.map((card) => card.name);
    expect(new Set(names).size).toBe(names.length);
    const expected = [
      ogImageName({ kind: 'partnership' }),
      ...(['pt', 'en'] as const).flatMap((locale) => [
        ogImageName({ kind: 'home', locale }),
        ogImageName({ kind: 'journal', locale }),
        ogImageName({ kind: 'privacy', locale }),
        ogImageName({ kind: 'cases', locale }),
        ...getAllPosts({ locale }).map(({ id }) => ogImageName({ kind: 'post', id, locale })),
        ...cases[locale].map(({ id }) => ogImageName({ kind: 'case', id, locale })),
      ]),
    ];
    expect([...names].sort()).toEqual([...expected].sort());
    for (const card of cards) expect([card.name, card.title.trim() !== '', card.label.trim() !== '']).toEqual([card.name, true, true]);
  });

  it('names an article’s and a case’s card by id and language, served under /og/', () => {
    expect(ogImageName({ kind: 'post', id: 'a', locale: 'en' })).toBe('post-a-en.png');
    expect(ogImageName({ kind: 'case', id: 'b', locale: 'pt' })).toBe('case-b-pt.png');
    expect(ogImagePath('home-pt.png')).toBe('/og/home-pt.png');
  });
});
