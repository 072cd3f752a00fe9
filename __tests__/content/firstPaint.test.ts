import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { FIRST_SCREEN_END_ID, PAGE_LEAD_ID } from '@/lib/firstPaint';
import { prePaintScript } from '@/lib/i18n/prepaint';
import { inlineCss, OUT, pages, requireOut, tags } from '../build/outDir';

// What the first paint of a page may wait for: the HTML alone. A stylesheet link costs a round trip
// before anything shows; why no font is preloaded either is in components/layout/fonts.ts.
requireOut();
const all = pages();

describe('the first paint waits for nothing but the HTML', () => {
  it.each(all)('$path links no stylesheet and preloads no font', ({ html }) => {
    const links = tags(html, 'link');
    expect(links.filter((link) => link.rel === 'stylesheet').map((link) => link.href)).toEqual([]);
    expect(links.filter((link) => link.rel === 'preload' && link.as === 'font').map((link) => link.href)).toEqual([]);
  });

  // components/layout/HeadScript.tsx: the server writes the script into <head>; React's payload carries a flag, not its text.
  it.each(all)('$path runs its head script from its <head>, and carries its text once', ({ html }) => {
    const opening = prePaintScript(false).slice(0, prePaintScript(false).indexOf(';') + 1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${opening}`);
    expect(html.split(opening).length - 1).toBe(1);
  });

  it('no header rule preloads a font', () => {
    const headers = readFileSync(join(OUT, '_headers'), 'utf8');
    expect(headers.split('\n').filter((line) => /^\s*Link:.*rel=["']?preload/i.test(line) && /as=["']?font/i.test(line))).toEqual([]);
  });

  // A <Suspense> boundary holding more than 500 bytes of markup, once the page has written 12.8 KB, is exported
  // as a placeholder: its content in a <div hidden id="S:n"> at the end, moved into place by an inline $RC script
  // (React's Fizz, progressiveChunkSize). Without scripts that content would never show (docs/quality.md).
  it.each(all)('$path writes its content in place, none of it hidden for a script to move', ({ html }) => {
    const outlined = [...html.matchAll(/<!--\$\?-->|<template id="B:\d+"|<div hidden id="S:\d+"|\$RC\(/g)].map((match) => match[0]);
    expect(outlined).toEqual([]);
  });

  it.each(all)('$path still asks for the display face, shown as soon as it lands, over its stand-in', ({ html }) => {
    const faces = html.match(/@font-face\{font-family:displayFont;[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.filter((face) => !face.includes('font-display:swap'))).toEqual([]);
    expect(html).toContain("font-family:'Sora Fallback'");
  });
});

// The move from page to page (GlobalStyle, lib/viewTransitions.ts): declared in CSS, for visitors who
// allow motion only, and never with a name twice on a page, which would make the browser skip it.
describe('between pages', () => {
  /** The elements of the page (scripts' and style sheets' text left out), as attributes. */
  const elements = (html: string) => tags(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ''), '[a-z][a-z0-9-]*');

  /** Every view-transition-name an element of the page is given, one entry per element. */
  function transitionNames(html: string): string[] {
    const byClass = [...inlineCss(html).matchAll(/([^{}]+)\{[^{}]*view-transition-name:\s*([^;}]+)/g)].map(([, selector, name]) => {
      // Names come from a single class or from an element's own style; another selector needs this test to grow.
      expect(selector.trim()).toMatch(/^\.[\w-]+$/);
      // What a card shares is named in the element's own style, where the head script finds it to leave it
      // unnamed while off the screen (lib/headScript.ts).
      expect(name.trim()).not.toMatch(/^(case|post)-/);
      return { className: selector.trim().slice(1), name: name.trim() };
    });
    return elements(html).flatMap((element) => {
      const classes = (element.class ?? '').split(/\s+/);
      const own = /(?:^|;)\s*view-transition-name:\s*([^;]+)/.exec(element.style ?? '')?.[1].trim();
      return [...byClass.filter((rule) => classes.includes(rule.className)).map((rule) => rule.name), ...(own ? [own] : [])];
    });
  }

  // In <head>: the next page takes part only if it asks by its first frame, which can come before the body is parsed.
  it.each(all)('$path asks for the transition inside the motion preference, in its head, and nowhere else', ({ html }) => {
    expect(inlineCss(html).match(/@view-transition\b/g)).toHaveLength(1);
    expect(inlineCss(html.slice(0, html.indexOf('</head>')))).toMatch(
      /@media \(prefers-reduced-motion:\s*no-preference\)\s*\{\s*@view-transition\s*\{\s*navigation:\s*auto;?\s*\}/,
    );
  });

  it.each(all)('$path names no two elements the same, each name a CSS identifier', ({ html }) => {
    const names = transitionNames(html);
    expect(names).toContain('site-header');
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(names.filter((name) => !/^[a-z][a-z0-9-]*$/.test(name) || name === 'none' || name === 'auto')).toEqual([]);
  });
});

// What the first paint of a page waits for, and what comes before its largest text: every page holds its first
// paint until the parser has passed the end of its first screen (lib/firstPaint.ts), so its lead paragraph and what
// stands beside and under it there paint together, whole, after as little as possible.
describe('the lead paragraph paints with the first frame', () => {
  const leads = all.filter(({ path }) => path !== '/_not-found');
  type Node = DefaultTreeAdapterMap['node'];
  const isElement = (node: Node): node is DefaultTreeAdapterMap['element'] => 'tagName' in node;
  const attribute = (node: DefaultTreeAdapterMap['element'], name: string) => node.attrs.find((attr) => attr.name === name)?.value;
  function elementsWithId(node: Node, id: string): DefaultTreeAdapterMap['element'][] {
    const own = isElement(node) && attribute(node, 'id') === id ? [node] : [];
    const children = 'childNodes' in node ? node.childNodes : [];
    return [...own, ...children.flatMap((child) => elementsWithId(child, id))];
  }
  /** Up to 14 style elements before the lead: the header's, the global sheet and the page's top section, one each. */
  const STYLES_BEFORE_LEAD = 14;

  it.each(leads)('$path asks its first paint to wait for its first screen, its one lead paragraph in it, hidden by nothing', ({ html }) => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(tags(head, 'link').filter((link) => link.rel === 'expect')).toEqual([{ rel: 'expect', href: `#${FIRST_SCREEN_END_ID}`, blocking: 'render' }]);
    const end = elementsWithId(parse(html), FIRST_SCREEN_END_ID);
    expect(end.map((element) => [element.tagName, attribute(element, 'hidden'), element.childNodes.length])).toEqual([['span', '', 0]]);
    // After the lead, and after the rows of buttons a first screen has: one parsed without its text was painted
    // narrow beside the others, then wrapped under them when its text came (a layout shift on a full-speed load).
    const endAt = html.indexOf(`id="${FIRST_SCREEN_END_ID}"`);
    expect(html.indexOf(`id="${PAGE_LEAD_ID}"`)).toBeLessThan(endAt);
    // The home hero's and a case's rows, and the partnership hero's second button.
    for (const mark of ['class="hero-actions"', 'class="case-actions"', 'href="#simulador"']) {
      if (html.includes(mark)) expect({ mark, before: html.indexOf(mark) < endAt }).toEqual({ mark, before: true });
    }
    const found = elementsWithId(parse(html), PAGE_LEAD_ID);
    expect(found.map((element) => element.tagName)).toEqual(['p']);
    // Neither it nor anything around it waits for a script to be shown (a reveal, a hidden attribute, a style).
    for (let node: Node | null = found[0]; node && isElement(node); node = node.parentNode as Node | null) {
      expect([attribute(node, 'hidden'), attribute(node, 'data-reveal'), attribute(node, 'style')?.match(/opacity|visibility|display/)]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it.each(leads)(`$path writes at most ${STYLES_BEFORE_LEAD} style elements and no structured data before its lead paragraph`, ({ html }) => {
    const before = html.slice(0, html.indexOf(`id="${PAGE_LEAD_ID}"`));
    expect(before.match(/<style\b/g)!.length).toBeLessThanOrEqual(STYLES_BEFORE_LEAD);
    expect(tags(before, 'script').filter((script) => script.type === 'application/ld+json')).toEqual([]);
  });
});

describe("the home page's splash", () => {
  // The first frame waits for the lead paragraph only: an overlay parsed after it could be painted in part, its mark
  // alone and centred, then moved up as the count and the bar below it arrived (a layout shift on /).
  it.each(all.filter(({ path }) => path === '/' || path === '/en'))('$path writes its splash whole before its lead paragraph', ({ html }) => {
    const splash = html.indexOf('data-testid="splash"');
    expect(splash).toBeGreaterThan(0);
    expect(html.indexOf('splash-label', splash)).toBeLessThan(html.indexOf(`id="${PAGE_LEAD_ID}"`));
  });

  // The bar steps with the count (SplashCounter.tsx): a transition between ticks kept a phone drawing a frame
  // every 16 ms for the whole count, and sent React three transition events a tick.
  it.each(all.filter(({ path }) => path === '/' || path === '/en'))('$path draws its splash bar with no transition', ({ html }) => {
    const rules = [...html.matchAll(/\.splash-bar[^{}]*\{([^}]*)\}/g)].map(([rule]) => rule);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((rule) => /[{;]\s*transition/.test(rule))).toEqual([]);
  });
});

describe('the work after the first paint', () => {
  // An SVG picture is a document of its own: Chromium builds it on the page's main thread, and the first one of a
  // page costs a phone a blocking task (its style sheets set up). A data: URL in CSS was built inside the page's
  // first full layout; the tab's icon, fetched once the page has loaded, while React hydrates (docs/quality.md).
  it.each(all)('$path makes no SVG picture: none drawn by its style sheets, no SVG icon', ({ html }) => {
    const styles = inlineCss(html);
    expect(styles.match(/url\(\s*["']?data:image\/svg[^)]*\)/g) ?? []).toEqual([]);
    const icons = tags(html, 'link').filter((link) => /(^|\s)icon(\s|$)/.test(link.rel ?? ''));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((icon) => icon.type === 'image/svg+xml' || /\.svg$/.test(icon.href ?? ''))).toEqual([]);
  });

  // A :has() on <html> or <body> that the browser evaluates makes every element a script adds or removes anywhere
  // restyle the whole page (on a phone, three times the style and layout of the partnership's word swap). Such a
  // rule is for a page without scripts (html:not(.js)), where it costs nothing once the head script has run.
  it.each(all)('$path has no :has() on <html> or <body> while its scripts run', ({ html }) => {
    const styles = inlineCss(html);
    const selectors = [...styles.matchAll(/(?:^|[{};])\s*([^{};@]*:has\([^{}]*)\{/g)].flatMap(([, list]) => list.split(','));
    const onRoot = selectors.map((selector) => selector.trim()).filter((selector) => /^(html|body)\b/.test(selector));
    expect(onRoot.filter((selector) => !/^html:not\(\.js\)/.test(selector))).toEqual([]);
  });
});
