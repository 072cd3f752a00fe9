import { createGlobalStyle } from 'styled-components';
import { media } from '@/lib/theme';

/**
 * The MobileMenu island's style sheet, over its own class names (`menu-*`). Rendered by the server
 * header beside the island (a client island cannot write server-rendered CSS itself).
 */
export const MobileMenuStyle = createGlobalStyle`
  .menu-button,
  .menu-close {
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid var(--color-line);
    border-radius: 12px;
    background: transparent;
  }
  /* With scripts off too: the button opens the popover natively, so the bar keeps one row on a phone. */
  .menu-button {
    display: inline-grid;
    ${media.md} {
      display: none;
    }
  }
  .menu-bars,
  .menu-bars::before,
  .menu-bars::after {
    display: block;
    width: 18px;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
    content: '';
  }
  .menu-bars {
    position: relative;
  }
  .menu-bars::before {
    position: absolute;
    top: -6px;
  }
  .menu-bars::after {
    position: absolute;
    top: 6px;
  }
  /* A popover in the top layer: the browser shows it only while open (display stays its own). */
  .menu-panel {
    position: fixed;
    inset: 0 0 0 auto;
    width: min(20rem, 85vw);
    height: 100%;
    max-height: none;
    margin: 0;
    flex-direction: column;
    gap: var(--space-6);
    padding: var(--space-4) var(--space-6) var(--space-8);
    border: 0;
    border-left: 1px solid var(--color-line);
    background: var(--color-surface);
    color: var(--color-text);
    overflow-y: auto;
    transform: translateX(100%);
    transition:
      transform 0.3s cubic-bezier(0.22, 1, 0.36, 1),
      overlay 0.3s allow-discrete,
      display 0.3s allow-discrete;
  }
  .menu-panel:popover-open {
    display: flex;
    transform: none;
  }
  .menu-panel::backdrop {
    background: transparent;
    transition:
      background-color 0.3s ease,
      overlay 0.3s allow-discrete,
      display 0.3s allow-discrete;
  }
  .menu-panel:popover-open::backdrop {
    background: var(--color-scrim-70);
  }
  @starting-style {
    .menu-panel:popover-open {
      transform: translateX(100%);
    }
    .menu-panel:popover-open::backdrop {
      background: transparent;
    }
  }
  ${media.reducedMotion} {
    .menu-panel,
    .menu-panel::backdrop {
      transition: none;
    }
  }
  ${media.md} {
    .menu-panel:popover-open {
      display: none;
    }
  }
  .menu-top {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  .menu-title {
    font-family: var(--font-display);
    font-weight: 700;
    font-size: var(--size-lg);
  }
  .menu-close {
    display: grid;
    font-size: 1.5rem;
    line-height: 1;
  }
  .menu-links {
    display: flex;
    flex-direction: column;
  }
  .menu-links a {
    display: flex;
    align-items: center;
    min-height: 48px;
    border-bottom: 1px solid var(--color-line);
    font-family: var(--font-display);
    font-size: var(--size-lg);
    text-decoration: none;
  }
  .menu-panel .menu-cta {
    padding: 0;
    border: 0;
    font-size: inherit;
    font-weight: 700;
  }
  .menu-footer {
    margin-top: auto;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-4);
    color: var(--color-muted);
    font-size: var(--size-xs);
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  /* The page holds still under the open menu. With scripts the head script holds it from the first byte on
     (lib/headScript.ts) and lockScroll adds smooth scrolling's stop; this rule is for a page without them only. A
     :has() on <html> that matched made every element a script added or removed anywhere restyle the whole page
     (three times the style and layout of a word swap on a phone). */
  @media (max-width: 767.98px) {
    html:not(.js):has(.menu-panel:popover-open) {
      overflow: hidden;
    }
  }
`;
