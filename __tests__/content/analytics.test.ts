import { everyFile, PROVIDER_HOSTS } from '../build/analyticsShared';
import { OUT, requireOut } from '../build/outDir';

// Analytics is off as shipped (lib/integrations.json); `npm run build:alt` makes the second export
// with it on, through the build-time override (__tests__/build/analytics.test.ts). out/_headers is one of
// the files searched: its policy names no provider either.

describe('analytics off (out/)', () => {
  requireOut();

  it('no analytics host, script tag or provider code is anywhere in out/', () => {
    const found = everyFile(OUT).flatMap(({ file, text }) => [
      ...PROVIDER_HOSTS.filter((host) => text.includes(host)).map((host) => `${file}: ${host}`),
      ...['data-domain', 'data-website-id'].filter((attribute) => text.includes(attribute)).map((attribute) => `${file}: ${attribute}`),
      ...(file.endsWith('.js') && /plausible|umami/i.test(text) ? [`${file}: provider code`] : []),
    ]);
    expect(found).toEqual([]);
  });
});
