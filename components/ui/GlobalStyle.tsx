import { createGlobalStyle } from 'styled-components';
import { displayFallbackCss } from '@/lib/fontFallback';
import { FULL_LAYOUT } from '@/lib/headScript';
import { THEME_ATTRIBUTE } from '@/lib/colorTheme';
import { lightVariables } from '@/lib/lightTheme';
import { SPLASH_UP } from '@/lib/splash';
import { cssVariables, tokens } from '@/lib/theme';
import { primitiveStyles } from './primitives';

export const GlobalStyle = createGlobalStyle`
  ${displayFallbackCss}
  :root {
    ${cssVariables}
    color-scheme: dark;
  }
  /* Light when the system asks for it and no dark choice is stored, or when light is chosen
     (lib/colorTheme.ts sets the attribute before first paint). A media query: no script needed. */
  @media (prefers-color-scheme: light) {
    :root:not([${THEME_ATTRIBUTE}='dark']) {
      ${lightVariables}
      color-scheme: light;
    }
  }
  :root[${THEME_ATTRIBUTE}='light'] {
    ${lightVariables}
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: var(--layout-header);
  }
  body {
    margin: 0;
    background: var(--color-bg);
    color: var(--color-text);
    font-family: var(--font-body);
    font-size: var(--size-md);
    line-height: 1.6;
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: var(--font-display);
    line-height: 1.1;
    letter-spacing: -0.02em;
    margin: 0;
    text-wrap: balance;
  }
  p { margin: 0; text-wrap: pretty; }
  a { color: inherit; }
  img, svg, video { display: block; max-width: 100%; }
  img, video { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  :focus-visible {
    outline: 3px solid var(--color-accent);
    outline-offset: 3px;
    border-radius: 4px;
  }
  ::selection { background: var(--color-accent-fill); color: var(--color-accent-ink); }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }

  /* Lenis */
  html.lenis, html.lenis body { height: auto; }
  .lenis.lenis-smooth { scroll-behavior: auto !important; }
  .lenis.lenis-stopped { overflow: hidden; }

  /* Home and partnership: the sections after the page's hero (.page-hero) are styled and laid out as
     they near the screen, so the first paint lays out the hero alone. A scroll to a section first lays
     out the whole page, so that its target's position counts every section's real height: a scripted
     one in components/motion/scroll.ts, a link's own jump in lib/headScript.ts. Only where the head
     script runs (html.js): with scripts off nothing would lay the page out first, and WebKit's jump
     to a section would land where the estimated heights put it. */
  html.js .page-hero ~ .ui-section { content-visibility: auto; contain-intrinsic-size: auto 900px; }
  html[${FULL_LAYOUT}] .page-hero ~ .ui-section { content-visibility: visible; }

  /* Reveal: content is visible unless the observer has started (see components/motion). */
  html.reveal-ready [data-reveal]:not([data-revealed]) {
    opacity: 0;
    transform: translate3d(0, var(--reveal-distance, 60px), 0);
  }
  [data-reveal] {
    transition: opacity 0.6s cubic-bezier(0.22, 1, 0.36, 1) var(--reveal-delay, 0s),
      transform 0.6s cubic-bezier(0.22, 1, 0.36, 1) var(--reveal-delay, 0s);
  }
  /* Under the home page's splash (SplashCounter.tsx marks html while it counts) nothing is seen: what the observer
     reveals there shows in place, as the hero does, instead of playing its transition unseen and keeping a phone
     drawing frames under the overlay. */
  html.${SPLASH_UP} [data-reveal] { transition: none; }

  /* From page to page (plain links, same site) the browser fades one page into the next and moves what
     both name the same (lib/viewTransitions.ts, the header in HeaderFrameStyle), only where motion is
     welcome (PAGE_TRANSITION, in <head>); elsewhere, and in a browser without it, the next page simply
     appears. One after the other, not across: what the page being left shows is gone before anything
     of the arriving one shows, so two pages' text never lies on top of each other. */
  ::view-transition-group(*) {
    animation-duration: ${tokens.motion.page};
    /* What moves is nearly in place by the time the arriving page shows, not over its text. */
    animation-timing-function: cubic-bezier(0.22, 1, 0.36, 1);
  }
  ::view-transition-old(*) {
    animation: page-fade ${tokens.motion.leave} reverse both;
  }
  ::view-transition-new(*) {
    animation: page-fade ${tokens.motion.arrive} ${tokens.motion.leave} both;
  }
  @keyframes page-fade {
    from { opacity: 0; }
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
    }
    html.reveal-ready [data-reveal]:not([data-revealed]) { opacity: 1; transform: none; }
  }
  ${primitiveStyles}
`;
