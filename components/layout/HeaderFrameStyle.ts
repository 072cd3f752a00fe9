import { createGlobalStyle } from 'styled-components';

/**
 * The HeaderFrame island's style sheet, on its root class `site-header`. Rendered by the server
 * Header inside it (a client island cannot write server-rendered CSS itself).
 */
export const HeaderFrameStyle = createGlobalStyle`
  .site-header {
    position: fixed;
    inset: 0 0 auto 0;
    z-index: 50;
    height: var(--layout-header);
    display: flex;
    align-items: center;
    background: transparent;
    transition:
      background-color 0.3s ease,
      box-shadow 0.3s ease,
      border-color 0.3s ease;
    border-bottom: 1px solid transparent;
    /* From page to page the header stays where it is (GlobalStyle's view transition). Painted above the
       page, its snapshot stays above what moves: only the arriving page's, shown at once (a language
       switch changes its words at once), opaque throughout. Back at the top of a page, it then clears
       by its own transition. */
    view-transition-name: site-header;
    /* Opaque past 50 px (HeaderFrame sets the attribute); with scripts off, always: nothing would set it;
       and from page to page (below), so that neither page's text shows through it. (In :is(), which
       forgives a selector a browser does not know, rather than dropping the rule.) */
    &[data-scrolled='true'],
    html:not(.js) &,
    :is(html:active-view-transition) & {
      background: var(--color-bg-96);
      border-bottom-color: var(--color-line);
      box-shadow: 0 10px 30px var(--color-black-45);
    }
  }
  /* Hidden by opacity, not display: none, which crashes WebKitGTK's page process mid-transition. */
  ::view-transition-old(site-header) {
    animation: none;
    opacity: 0;
  }
  ::view-transition-new(site-header) {
    animation: none;
  }
`;
