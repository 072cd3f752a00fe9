import { createGlobalStyle } from 'styled-components';
import { media } from '@/lib/theme';

/**
 * The CyclingWords island's style sheet, on its root class `cycle`. Rendered by the server parent
 * (a client island cannot write server-rendered CSS itself).
 */
export const CyclingWordsStyle = createGlobalStyle`
  /* Room for the longest phrase, so the swap never moves the text below it. */
  .cycle {
    display: block;
    min-height: 2.2em;
    color: var(--color-accent);
    ${media.md} {
      min-height: 1.1em;
      white-space: nowrap;
    }
  }
  .cycle-word {
    display: inline-block;
  }
`;
