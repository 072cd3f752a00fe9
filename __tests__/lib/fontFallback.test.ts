import { DISPLAY_FALLBACK_FAMILY, displayFallbackCss, FALLBACK_FACES, fallbackFontFace } from '@/lib/fontFallback';

describe('the display font stand-in', () => {
  it("uses the same arithmetic as next/font: with its Arial ratio it gives next/font's overrides for Sora", () => {
    // next/font 16.4 generated these for components/layout/fonts/sora-display.woff2 against Arial: its ratio is
    // Sora's average advance in its letter sample (520.07 of 1000) over Arial's (934.51 of 2048).
    expect(fallbackFontFace({ weight: '400', sources: ['Arial'], widthRatio: 520.0697674418604 / 1000 / (934.5116279069767 / 2048) })).toBe(
      "@font-face{font-family:'Sora Fallback';src:local('Arial');font-weight:400;size-adjust:113.97%;ascent-override:85.11%;descent-override:25.44%;line-gap-override:0.00%}",
    );
  });

  it('has a regular and a bold face that do not overlap, sized for each', () => {
    expect(FALLBACK_FACES.map((face) => face.weight)).toEqual(['100 500', '600 900']);
    const [regular, bold] = FALLBACK_FACES;
    expect(regular.widthRatio).toBeGreaterThan(bold.widthRatio);
    expect(displayFallbackCss).toContain('size-adjust:113.66%;ascent-override:85.34%;descent-override:25.51%');
    expect(displayFallbackCss).toContain('size-adjust:107.73%;ascent-override:90.04%;descent-override:26.92%');
  });

  it("tries Arial, its metric-compatible clones and Android's Roboto", () => {
    for (const face of FALLBACK_FACES) {
      const rule = fallbackFontFace(face);
      expect(rule.startsWith(`@font-face{font-family:'${DISPLAY_FALLBACK_FAMILY}';src:local('Arial`)).toBe(true);
      for (const name of ['Liberation Sans', 'Arimo', 'Roboto']) expect(rule).toContain(`local('${name}`);
    }
  });
});
