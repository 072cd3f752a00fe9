import { createGlobalStyle } from 'styled-components';
import { chip } from './postStyles';

/**
 * The ShareButtons island's style sheet, on its own class names (`share-*`). Rendered by the server
 * parent next to the island (a client island cannot write server-rendered CSS itself).
 */
export const ShareButtonsStyle = createGlobalStyle`
  .share-list {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
    margin: var(--space-4) 0 0;
    padding: 0;
    list-style: none;
  }
  .share-button {
    ${chip}
    min-height: 44px;
    padding: 0.55rem 1.1rem;
    background: var(--color-surface);
    font-size: var(--size-sm);
    font-weight: 600;
    &[data-network='whatsapp'] {
      border-color: var(--color-accent-fill);
      background: var(--color-accent-fill);
      color: var(--color-accent-ink);
    }
  }
  .share-native,
  html:not(.js) .share-copy {
    display: none;
  }
  html.can-share .share-native {
    display: list-item;
  }
  .share-status:not(:empty) {
    margin-top: var(--space-3);
    color: var(--color-success);
    font-size: var(--size-sm);
  }
  .share-field {
    display: none;
    gap: var(--space-2);
    margin-top: var(--space-3);
    font-size: var(--size-sm);
    input {
      min-height: 44px;
      padding: 0.5rem 1rem;
      border: 1px solid var(--color-line);
      border-radius: var(--radius-md);
      background: var(--color-bg);
    }
  }
  html:not(.js) .share-field,
  .share-field[data-open] {
    display: grid;
  }
`;
