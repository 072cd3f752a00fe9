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

/**
 * Rendered parts of the site's header (the page's first <header>) that leave its bar, and so cover
 * the page under it, or leave the screen; and the bar itself if it leaves the screen.
 */
export function outsideTheHeader(): string[] {
  const header = document.querySelector('header');
  if (!header) return ['no header'];
  const bar = header.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const where = (element: Element, box: DOMRect) =>
    `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 60) +
    `: ${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.top)}..${Math.round(box.bottom)}`;
  const found = bar.top < 0 || bar.bottom > innerHeight ? [where(header, bar)] : [];
  for (const element of Array.from(header.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if (box.top < bar.top - 1 || box.bottom > bar.bottom + 1 || box.left < -1 || box.right > width + 1) found.push(where(element, box));
  }
  return found;
}

/** Whether a visitor can press the element: all of it on the screen, and nothing over its middle. */
export function reachable(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const onScreen =
    box.width > 0 &&
    box.height > 0 &&
    box.top >= 0 &&
    box.left >= 0 &&
    box.bottom <= innerHeight &&
    box.right <= document.documentElement.clientWidth;
  const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return onScreen && atMiddle !== null && element.contains(atMiddle);
}
