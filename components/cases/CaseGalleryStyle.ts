import { createGlobalStyle } from 'styled-components';
import { lightboxStyles } from '@/components/ui/LightboxStyle';
import { media } from '@/lib/theme';

/**
 * The CaseGallery island's style sheet, over its own class names (`case-shot*`) and the Lightbox's.
 * Rendered by the case page beside the island (a client island cannot write server-rendered CSS itself).
 */
export const CaseGalleryStyle = createGlobalStyle`
  .case-shots {
    display: grid;
    gap: var(--space-4);
    margin: var(--space-8) 0 0;
    padding: 0;
    list-style: none;
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: var(--space-6);
    }
  }
  /* The first screen leads at full width; the others sit two by two from tablets on. */
  .case-shots > li:first-child {
    grid-column: 1 / -1;
  }
  .case-shot {
    display: block;
    width: 100%;
    padding: 0;
    overflow: hidden;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    background: var(--color-surface);
    cursor: zoom-in;
  }
  .case-shot img {
    display: block;
    width: 100%;
    height: auto;
    transition: transform 0.5s ease;
  }
  .case-shot:hover img {
    transform: scale(1.02);
  }
  @media (prefers-reduced-motion: reduce) {
    .case-shot img {
      transition: none;
    }
  }
  ${lightboxStyles}
`;
