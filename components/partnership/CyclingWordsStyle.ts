import { createGlobalStyle } from 'styled-components';
import { media } from '@/lib/theme';
import { CYCLE } from './CyclingWords';

const percent = (seconds: number, count: number) => `${((100 * seconds) / (count * CYCLE.slot)).toFixed(3)}%`;

/**
 * The CyclingWords style sheet, on its root class `cycle`. Rendered by the server parent with the number of
 * phrases. The phrases share one grid cell; each plays the same keyframes, a slot of the cycle apart: it rises into
 * place, holds, and is gone when the next one rises. Only opacity and transform move, which the compositor plays:
 * a swap written by script cost a phone a timer, a style, a layout of the headline and a paint every 2.8 s.
 */
export const CyclingWordsStyle = createGlobalStyle<{ count: number }>`
  /* Room for the longest phrase, so the swap never moves the text below it. */
  .cycle {
    display: grid;
    min-height: 2.2em;
    color: var(--color-accent);
    ${media.md} {
      min-height: 1.1em;
      white-space: nowrap;
    }
  }
  .cycle-word {
    grid-area: 1 / 1;
    justify-self: start;
    animation: cycle-${({ count }) => count} ${({ count }) => count * CYCLE.slot}s linear infinite both;
  }
  .cycle-word + .cycle-word {
    opacity: 0;
  }
  @keyframes cycle-${({ count }) => count} {
    0% {
      opacity: 0;
      transform: translateY(0.35em);
      animation-timing-function: cubic-bezier(0.22, 1, 0.36, 1);
    }
    ${({ count }) => percent(CYCLE.rise, count)} {
      opacity: 1;
      transform: none;
    }
    ${({ count }) => percent(CYCLE.slot, count)} {
      opacity: 1;
      transform: none;
      animation-timing-function: step-start;
    }
    100% {
      opacity: 0;
      transform: none;
    }
  }
  /* With scripts, the phrases move only while the headline is on screen (RevealObserver marks it data-playing). */
  html.js .cycle:not([data-playing]) .cycle-word {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    .cycle-word {
      animation: none;
    }
  }
`;
