import { createGlobalStyle } from 'styled-components';
import { media } from '@/lib/theme';

/**
 * The ProfitSimulator island's style sheet (and its ProfitChart's), on their own class names
 * (`sim-*`, `chart*`). Rendered once by the server parent (a client island cannot write
 * server-rendered CSS itself).
 */
export const ProfitSimulatorStyle = createGlobalStyle`
  .sim-failed {
    max-width: 42rem;
    padding: var(--space-4) var(--space-6);
    border: 1px solid var(--color-line);
    border-left: 3px solid var(--color-accent);
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  .sim-grid {
    display: grid;
    gap: var(--space-6);
    ${media.lg} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      align-items: start;
    }
  }
  .sim-card {
    min-width: 0;
    padding: clamp(1.25rem, 4vw, 2rem);
  }
  .sim-form {
    display: grid;
    gap: var(--space-6);
  }
  .sim-field {
    display: grid;
    gap: var(--space-2);
  }
  .sim-field label,
  .sim-label-row {
    font-weight: 600;
    font-size: var(--size-sm);
  }
  .sim-label-row {
    display: flex;
    justify-content: space-between;
    gap: var(--space-3);
  }
  .sim-count {
    color: var(--color-accent);
    font-variant-numeric: tabular-nums;
  }
  .sim-grid input[type='number'] {
    width: 100%;
    min-height: 52px;
    padding: 0.75rem 1rem;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    background: var(--color-bg);
    font-size: var(--size-lg);
    font-variant-numeric: tabular-nums;
    transition: border-color 0.2s ease;
    &:hover {
      border-color: var(--color-muted);
    }
    &:focus-visible {
      border-color: var(--color-accent);
    }
    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
  }
  .sim-grid input[type='range'] {
    width: 100%;
    min-height: 44px;
    margin: 0;
    accent-color: var(--color-accent);
    cursor: pointer;
  }
  .sim-hint {
    color: var(--color-muted);
    font-size: var(--size-xs);
  }
  .sim-check {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    min-height: 44px;
    font-weight: 600;
    input {
      width: 20px;
      height: 20px;
      accent-color: var(--color-accent);
    }
  }
  .sim-presets {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    border: 0;
    legend {
      margin-bottom: var(--space-2);
      font-weight: 600;
      font-size: var(--size-sm);
    }
    button {
      display: grid;
      gap: 0.15rem;
      min-height: 64px;
      padding: var(--space-2);
      border: 1px solid var(--color-line);
      border-radius: var(--radius-md);
      background: var(--color-bg);
      font-size: var(--size-xs);
      color: var(--color-muted);
    }
    button strong {
      color: var(--color-text);
      font-size: var(--size-sm);
    }
    button[aria-pressed='true'] {
      border-color: var(--color-accent);
      background: var(--color-accent-8);
    }
  }
  .sim-results {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--space-3);
    margin-top: var(--space-8);
  }
  .sim-result {
    display: grid;
    gap: 0.2rem;
    min-width: 0;
    padding: var(--space-4);
    border-radius: var(--radius-md);
    background: var(--color-bg);
    span {
      color: var(--color-muted);
      font-size: var(--size-xs);
    }
    output {
      font-family: var(--font-display);
      font-size: clamp(1rem, 0.8rem + 1.2vw, var(--size-lg));
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      overflow-wrap: anywhere;
    }
  }
  .sim-result.is-main {
    grid-column: 1 / -1;
    order: -1;
    background: var(--color-accent-fill);
    span {
      color: var(--color-accent-ink);
      font-weight: 600;
    }
    output {
      color: var(--color-accent-ink);
      font-size: clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem);
      line-height: 1.1;
    }
  }
  .sim-cost {
    margin-top: var(--space-4);
    color: var(--color-muted);
    font-size: var(--size-xs);
  }
  /* Copy-link: the ghost button (.ui-button-ghost). */
  .sim-share {
    display: grid;
    justify-items: start;
    gap: var(--space-2);
    margin-top: var(--space-6);
    padding-top: var(--space-6);
    border-top: 1px solid var(--color-line);
  }
  .sim-share-button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  /* One line is held for the confirmation, so it appears without moving what follows. */
  .sim-share-status {
    min-height: 1.5em;
    color: var(--color-accent);
    font-size: var(--size-sm);
    font-weight: 600;
  }
  .sim-share-link {
    width: 100%;
    input {
      width: 100%;
      min-height: 48px;
      padding: 0.75rem 1rem;
      border: 1px solid var(--color-line);
      border-radius: var(--radius-md);
      background: var(--color-bg);
      font-size: var(--size-sm);
    }
  }
  .sim-chart-title {
    font-size: var(--size-xl);
  }
  .sim-chart .sim-hint {
    margin-top: var(--space-2);
  }
  .chart {
    margin-top: var(--space-6);
  }
  .chart-svg {
    width: 100%;
    height: auto;
    overflow: visible;
    color: var(--color-accent);
    font-family: var(--font-body);
  }
  .chart-grid line {
    stroke: var(--color-line);
    stroke-width: 1;
  }
  /* Sizes in viewBox units: the SVG is scaled down on phones, so their labels start larger. */
  .chart-grid text,
  .chart-x {
    fill: var(--color-muted);
    font-size: 19px;
    font-variant-numeric: tabular-nums;
    ${media.md} {
      font-size: 12px;
    }
  }
  .chart-line {
    fill: none;
    stroke: currentColor;
    stroke-width: 3;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  .chart-line,
  .chart-area,
  .chart-dot,
  .chart-guide {
    transition:
      d 0.35s ease,
      cx 0.35s ease,
      cy 0.35s ease,
      y1 0.35s ease,
      x1 0.35s ease,
      x2 0.35s ease;
  }
  .chart-dot {
    fill: var(--color-bg);
    stroke: currentColor;
    stroke-width: 2.5;
  }
  .chart-dot.is-current {
    fill: currentColor;
  }
  .chart-guide {
    stroke: var(--color-violet);
    stroke-width: 1.5;
    stroke-dasharray: 4 4;
  }
`;
