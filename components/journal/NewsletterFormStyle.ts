import { createGlobalStyle } from 'styled-components';
import { media } from '@/lib/theme';

/**
 * The NewsletterForm island's style sheet, on its root class `newsletter-form`. Rendered by the
 * server box beside the island (a client island cannot write server-rendered CSS itself).
 */
export const NewsletterFormStyle = createGlobalStyle`
  .newsletter-form {
    display: grid;
    gap: var(--space-3);
    .newsletter-label {
      font-size: var(--size-sm);
      font-weight: 600;
    }
    .newsletter-row {
      display: flex;
      flex-direction: column;
      gap: var(--space-3);
      ${media.md} {
        flex-direction: row;
      }
    }
    .newsletter-input {
      flex: 1;
      min-width: 0;
      min-height: 48px;
      padding: 0.75rem 1.1rem;
      border: 1px solid var(--color-line);
      border-radius: var(--radius-pill);
      background: var(--color-bg);
      &::placeholder {
        color: var(--color-muted);
      }
      &:focus-visible {
        border-color: var(--color-accent);
        outline-offset: 2px;
      }
    }
    .newsletter-button {
      gap: 0.6rem;
      border: 0;
      font-size: inherit;
      font-weight: 700;
    }
    .newsletter-note {
      color: var(--color-muted);
      font-size: var(--size-xs);
      a {
        color: var(--color-text);
        text-underline-offset: 3px;
      }
    }
    .newsletter-status:not(:empty) {
      padding: var(--space-3) var(--space-4);
      border: 1px solid var(--color-violet-45);
      border-radius: var(--radius-md);
      background: var(--color-violet-10);
      font-size: var(--size-sm);
    }
  }
`;
