import { css } from 'styled-components';

/** The Lightbox's rules (`lightbox*`), included once by the sheet of each island that shows it. */
export const lightboxStyles = css`
  .lightbox {
    position: fixed;
    inset: 0;
    z-index: 150;
    display: grid;
    place-items: center;
    padding: var(--space-16) var(--layout-gutter);
    background: var(--color-scrim-94);
  }
  .lightbox img {
    max-width: min(100%, 1200px);
    max-height: 100%;
    width: auto;
    height: auto;
    border-radius: var(--radius-md);
  }
  .lightbox-close {
    position: absolute;
    top: var(--space-4);
    right: var(--space-4);
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border: 1px solid var(--color-line);
    border-radius: 50%;
    background: var(--color-surface);
    font-size: 1.6rem;
    line-height: 1;
  }
`;
