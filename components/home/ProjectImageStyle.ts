import { createGlobalStyle } from 'styled-components';

/** The size every project screenshot is made at (scripts/assets/make-projects.mjs). */
export const PROJECT_IMAGE = { width: 800, height: 600 } as const;

/**
 * The ProjectImage island's style sheet, on its own class names (`project-media*`): a sheen while
 * loading, a fade-in when loaded, a notice when it fails. Rendered once by the server parent (a
 * client island cannot write server-rendered CSS itself).
 */
export const ProjectImageStyle = createGlobalStyle`
  .project-media {
    position: relative;
    aspect-ratio: ${PROJECT_IMAGE.width} / ${PROJECT_IMAGE.height};
    overflow: hidden;
    background: var(--color-surface-raised);
  }
  /* The first screen's picture shows its coarse copy (inline style) until its file arrives. */
  .project-media[data-first] {
    background-size: cover;
  }
  /* The loading sheen runs only on screen: a lazy image far below stays 'loading' until the
     visitor nears it, and an endless animation there would cost a phone frames all along. */
  html.js .project-media[data-state='loading'][data-playing]::before {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(110deg, transparent 30%, var(--color-white-4) 50%, transparent 70%);
    transform: translateX(-100%);
    animation: project-shimmer 1.4s linear infinite;
  }
  .project-media img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition:
      opacity 0.6s ease,
      transform 0.6s ease;
  }
  /* The first screen's image (the case index) shows as it arrives: hidden until the island says it
     has loaded, it would wait for the page's scripts, and be the first screen's last paint. */
  html.js .project-media[data-state='loading']:not([data-first]) img {
    opacity: 0;
  }
  .project-media[data-state='failed'] img {
    display: none;
  }
  .project-media-failed {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    color: var(--color-muted);
    font-size: var(--size-sm);
    background: var(--color-surface-raised);
  }
  @keyframes project-shimmer {
    to {
      transform: translateX(100%);
    }
  }
`;
