import { imageSources, isStockPhoto, stockPhotoUrl } from '@/lib/stockPhoto';

const PEXELS = 'https://images.pexels.com/photos/3184291/pexels-photo-3184291.jpeg';

describe('isStockPhoto', () => {
  it.each([
    [PEXELS, true],
    ['http://images.pexels.com/photos/1.jpeg', false],
    ['https://example.com/photo.jpg', false],
    ['/images/projects/buddychat-800.webp', false],
    ['not a url', false],
  ])('%s -> %p', (src, expected) => {
    expect(isStockPhoto(src)).toBe(expected);
  });
});

describe('stockPhotoUrl', () => {
  it('adds the specification parameters at 800 x 600 by default', () => {
    const url = new URL(stockPhotoUrl(PEXELS));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      auto: 'compress',
      cs: 'tinysrgb',
      w: '800',
      h: '600',
      dpr: '1',
      fit: 'crop',
    });
    expect(url.pathname).toBe('/photos/3184291/pexels-photo-3184291.jpeg');
  });

  it.each([
    [400, '300'],
    [1200, '900'],
  ])('keeps the 4:3 crop at %p px', (width, height) => {
    const url = new URL(stockPhotoUrl(PEXELS, width));
    expect(url.searchParams.get('w')).toBe(String(width));
    expect(url.searchParams.get('h')).toBe(height);
  });

  it('replaces parameters the URL already had instead of repeating them', () => {
    const url = new URL(stockPhotoUrl(`${PEXELS}?w=2000&auto=format&extra=1`));
    expect(url.searchParams.getAll('w')).toEqual(['800']);
    expect(url.searchParams.get('auto')).toBe('compress');
    expect(url.searchParams.get('extra')).toBe('1');
  });
});

describe('imageSources', () => {
  it('gives a stock photo a srcset of 400, 800 and 1200 px', () => {
    const { src, srcSet } = imageSources(PEXELS);
    expect(src).toBe(stockPhotoUrl(PEXELS, 800));
    const entries = srcSet!.split(', ').map((entry) => entry.split(' '));
    expect(entries.map(([, descriptor]) => descriptor)).toEqual(['400w', '800w', '1200w']);
    expect(entries.map(([url]) => new URL(url).searchParams.get('w'))).toEqual(['400', '800', '1200']);
  });

  it('derives the sibling sizes of a local sized file and keeps its path', () => {
    expect(imageSources('/images/projects/protecta-800.webp')).toEqual({
      src: '/images/projects/protecta-800.webp',
      srcSet: '/images/projects/protecta-400.webp 400w, /images/projects/protecta-800.webp 800w, /images/projects/protecta-1200.webp 1200w',
    });
  });

  it.each(['/images/about-poster.webp', '/favicon.ico', 'https://example.com/a-800.webp'])('passes %s through untouched', (src) => {
    expect(imageSources(src)).toEqual({ src });
  });
});
