/**
 * A soft radial glow for a layer that covers its box: an ellipse of `size` (rem) centred `at` a point of the box (in
 * percent, outside it too), fading from `color` to transparent at `stop` percent of its size. The layer is clipped
 * to the rectangle around what it colours (a pixel more on each side): a glow drawn over a whole hero is transparent
 * over most of it, yet a browser without a GPU, as PageSpeed runs it, rasterises every pixel of the box.
 */
export type Glow = { size: [number, number]; at: [number, number]; color: string; stop: number };

const rem = (value: number) => `${Number(value.toFixed(3))}rem`;

/** The CSS of one glow layer: its background and its clip. */
export function glowCss({ size: [width, height], at: [x, y], color, stop }: Glow): string {
  const reachX = rem((width * stop) / 100);
  const reachY = rem((height * stop) / 100);
  // Each side's inset: the distance from that edge of the box to the ellipse's bounds, when positive.
  const inset = (percent: number, reach: string) => `max(0px, calc(${percent}% - ${reach} - 1px))`;
  return [
    `background: radial-gradient(${rem(width)} ${rem(height)} at ${x}% ${y}%, ${color}, transparent ${stop}%);`,
    `clip-path: inset(${inset(y, reachY)} ${inset(100 - x, reachX)} ${inset(100 - y, reachY)} ${inset(x, reachX)});`,
  ].join('\n');
}
