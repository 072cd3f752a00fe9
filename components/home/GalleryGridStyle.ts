import { createGlobalStyle } from 'styled-components';
import { lightboxStyles } from '@/components/ui/LightboxStyle';
import { threeColumns } from '@/components/ui/primitives';

/**
 * The GalleryGrid island's style sheet, over its own class names (`gallery-*`). Rendered by the
 * server section beside the island (a client island cannot write server-rendered CSS itself).
 */
export const GalleryGridStyle = createGlobalStyle`
  .gallery-filters {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin-top: var(--space-8);
  }
  .gallery-filters button {
    min-height: 44px;
    padding-inline: 1.1rem;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-pill);
    background: transparent;
    font-size: var(--size-sm);
    font-weight: 600;
  }
  .gallery-filters button[aria-pressed='true'] {
    border-color: var(--color-accent-fill);
    background: var(--color-accent-fill);
    color: var(--color-accent-ink);
  }
  .gallery-grid {
    ${threeColumns}
    gap: var(--space-4);
    margin: var(--space-6) 0 0;
    padding: 0;
    list-style: none;
  }
  .gallery-item {
    display: block;
    width: 100%;
    padding: 0;
    overflow: hidden;
    border: 0;
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  .gallery-item img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    transition: transform 0.5s ease;
  }
  .gallery-item:hover img {
    transform: scale(1.04);
  }
  ${lightboxStyles}
`;
