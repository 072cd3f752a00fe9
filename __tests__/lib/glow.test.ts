import { glowCss } from '@/lib/glow';

// The clip keeps a glow's layer to the rectangle around its visible ellipse: centre ± stop × size on each axis,
// measured from each edge of the box, never negative.
describe('a glow layer', () => {
  it.each([
    {
      name: 'centred above the box, right of centre: only the top strip, cut on the left',
      glow: { size: [60, 30], at: [85, -10], color: 'violet', stop: 60 } as const,
      clip: 'inset(max(0px, calc(-10% - 18rem - 1px)) max(0px, calc(15% - 36rem - 1px)) max(0px, calc(110% - 18rem - 1px)) max(0px, calc(85% - 36rem - 1px)))',
    },
    {
      name: 'centred below the box on its left edge: only the bottom-left corner',
      glow: { size: [40, 24], at: [0, 110], color: 'lime', stop: 60 } as const,
      clip: 'inset(max(0px, calc(110% - 14.4rem - 1px)) max(0px, calc(100% - 24rem - 1px)) max(0px, calc(-10% - 14.4rem - 1px)) max(0px, calc(0% - 24rem - 1px)))',
    },
    {
      name: 'centred in the box, fading at its full size',
      glow: { size: [10, 5], at: [50, 50], color: 'red', stop: 100 } as const,
      clip: 'inset(max(0px, calc(50% - 5rem - 1px)) max(0px, calc(50% - 10rem - 1px)) max(0px, calc(50% - 5rem - 1px)) max(0px, calc(50% - 10rem - 1px)))',
    },
  ])('$name', ({ glow, clip }) => {
    const css = glowCss({ ...glow, size: [...glow.size], at: [...glow.at] });
    expect(css).toContain(`clip-path: ${clip};`);
    expect(css).toContain(
      `background: radial-gradient(${glow.size[0]}rem ${glow.size[1]}rem at ${glow.at[0]}% ${glow.at[1]}%, ${glow.color}, transparent ${glow.stop}%);`,
    );
  });
});
