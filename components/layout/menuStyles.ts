import { css } from 'styled-components';
import { media } from '@/lib/theme';

/** Styles of the MobileMenu island, applied by the server-rendered header around it. */
export const menuStyles = css`
  .menu-button {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid var(--color-line);
    border-radius: 12px;
    background: transparent;
    ${media.md} {
      display: none;
    }
  }
  html:not(.js) & .menu-button {
    display: none;
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
  .menu-layer {
    position: fixed;
    inset: 0;
    z-index: 100;
  }
  .menu-backdrop {
    position: absolute;
    inset: 0;
    background: rgba(5, 5, 8, 0.7);
    backdrop-filter: blur(4px);
  }
  .menu-panel {
    position: absolute;
    inset: 0 0 0 auto;
    width: min(20rem, 85vw);
    display: flex;
    flex-direction: column;
    gap: var(--space-6);
    padding: var(--space-4) var(--space-6) var(--space-8);
    background: var(--color-surface);
    border-left: 1px solid var(--color-line);
    overflow-y: auto;
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
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid var(--color-line);
    border-radius: 12px;
    background: transparent;
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
  .menu-cta {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    border-radius: var(--radius-pill);
    background: var(--color-accent);
    color: var(--color-accent-ink);
    font-weight: 700;
    text-decoration: none;
  }
  .menu-footer {
    margin-top: auto;
    color: var(--color-muted);
    font-size: var(--size-xs);
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;
