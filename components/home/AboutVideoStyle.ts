import { createGlobalStyle, css } from 'styled-components';

/** The poster and the video fill the section under its text. */
export const underText = css`
  position: absolute;
  z-index: -1;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0.9;
`;

/**
 * The AboutVideo island's style sheet, on its own class names (`about-video*`, the toggle's icons).
 * Rendered once by the server parent (a client island cannot write server-rendered CSS itself).
 */
export const AboutVideoStyle = createGlobalStyle`
  .about-video {
    ${underText}
  }
  .about-video-toggle {
    position: absolute;
    right: var(--layout-gutter);
    bottom: var(--space-6);
    z-index: 2;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid var(--color-line);
    border-radius: 50%;
    background: var(--color-bg-70);
  }
  .about-video-toggle .icon-pause {
    width: 12px;
    height: 14px;
    border-inline: 4px solid currentColor;
  }
  .about-video-toggle .icon-play {
    width: 0;
    height: 0;
    margin-left: 3px;
    border-block: 7px solid transparent;
    border-left: 12px solid currentColor;
  }
  @media (prefers-reduced-motion: reduce) {
    .about-video,
    .about-video-toggle {
      display: none;
    }
  }
  html:not(.js) .about-video-toggle {
    display: none;
  }
`;
