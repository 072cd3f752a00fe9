/* Shared by the Chromium suite (quality.spec.ts) and the WebKit and Firefox one (engines/): runs in the page. */

/**
 * Visible elements that stick out of the viewport at the sides, unless a container inside <body>
 * clips or scrolls them on purpose (a carousel track, a marquee).
 */
export function outsideTheViewport(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
    }
    if (!clipped) {
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`.slice(0, 80);
      found.push(`${name}: ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    }
  }
  return found;
}
