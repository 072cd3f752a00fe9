import styled from 'styled-components';
import { media } from '@/lib/theme';

/**
 * The one styled wrapper of a case page: header, facts, results, story, gallery, testimonial and the
 * way to the next case are plain elements styled here by class name (styled-components writes a
 * component's CSS beside every instance; the gallery island brings its own sheet).
 */
export const CaseWrap = styled.div`
  padding-block: calc(var(--layout-header) + var(--space-12)) var(--space-8);

  .case-column {
    max-width: calc(56rem + 2 * var(--layout-gutter));
  }
  .case-kicker {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-3);
    margin-top: var(--space-8);
    color: var(--color-violet);
    font-size: var(--size-xs);
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .case-status {
    color: var(--color-sand);
  }
  h1 {
    margin-top: var(--space-4);
    font-size: var(--size-hero);
    line-height: 1.02;
  }
  .case-lead {
    max-width: 46rem;
    margin-top: var(--space-6);
    color: var(--color-muted);
    font-size: var(--size-lg);
  }
  .case-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-3);
    margin-top: var(--space-8);
  }
  .case-soon {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding-inline: 1.25rem;
    border: 1px dashed var(--color-line-strong);
    border-radius: var(--radius-pill);
    color: var(--color-muted);
    font-size: var(--size-sm);
    font-weight: 600;
  }
  .case-facts {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--space-6);
    margin: var(--space-12) 0 0;
    padding-block: var(--space-8);
    border-block: 1px solid var(--color-line);
    ${media.md} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    dt {
      color: var(--color-muted);
      font-size: var(--size-xs);
      letter-spacing: 0.1em;
      text-transform: uppercase;
    }
    dd {
      margin: var(--space-1) 0 0;
      font-weight: 600;
    }
    .case-fact-wide {
      grid-column: 1 / -1;
    }
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-2);
      margin: var(--space-2) 0 0;
      padding: 0;
      list-style: none;
    }
    li {
      padding: 0.2rem 0.7rem;
      border: 1px solid var(--color-line);
      border-radius: var(--radius-pill);
      color: var(--color-text-soft);
      font-size: var(--size-xs);
      font-weight: 500;
    }
  }
  .case-section {
    margin-top: clamp(3rem, 8vw, 5rem);
  }
  .case-section-title {
    font-size: var(--size-xl);
  }
  .case-results {
    display: grid;
    gap: var(--space-6);
    margin: var(--space-8) 0 0;
    padding: 0;
    list-style: none;
    ${media.md} {
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    }
    li {
      padding: var(--space-6);
      border-top: 3px solid var(--color-accent);
      border-radius: var(--radius-sm);
      background: var(--color-surface);
    }
    strong {
      display: block;
      color: var(--color-accent);
      font-family: var(--font-display);
      font-size: clamp(2.5rem, 1.8rem + 3vw, 3.75rem);
      line-height: 1;
      letter-spacing: -0.02em;
    }
    span {
      display: block;
      margin-top: var(--space-3);
      color: var(--color-text-soft);
    }
  }
  .case-story {
    max-width: 46rem;
  }
  .case-quote {
    margin: var(--space-8) 0 0;
    padding: clamp(1.5rem, 4vw, 2.5rem);
    blockquote {
      margin: 0;
      font-family: var(--font-display);
      font-size: var(--size-lg);
      line-height: 1.5;
    }
    figcaption {
      display: flex;
      align-items: center;
      gap: var(--space-3);
      margin-top: var(--space-6);
    }
    img {
      width: 48px;
      height: 48px;
      border-radius: 50%;
    }
    strong {
      display: block;
    }
    figcaption span {
      display: block;
      color: var(--color-muted);
      font-size: var(--size-sm);
    }
  }
  .case-closing {
    padding: clamp(1.75rem, 4vw, 3rem);
    background: radial-gradient(120% 140% at 0% 0%, var(--color-accent-10), transparent 55%), var(--color-surface);
    p {
      margin-top: var(--space-3);
      color: var(--color-muted);
    }
    .ui-button {
      margin-top: var(--space-6);
    }
  }
  .case-more {
    display: grid;
    gap: var(--space-4);
    margin: var(--space-6) 0 0;
    padding: 0;
    list-style: none;
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    a {
      display: block;
      height: 100%;
      padding: var(--space-6);
      border: 1px solid var(--color-line);
      border-radius: var(--radius-md);
      background: var(--color-surface);
      text-decoration: none;
      transition: border-color 0.2s ease;
      &:hover,
      &:focus-visible {
        border-color: var(--color-accent);
      }
    }
    [data-side='next'] a {
      text-align: right;
    }
    small {
      display: block;
      color: var(--color-muted);
      font-size: var(--size-xs);
      letter-spacing: 0.1em;
      text-transform: uppercase;
    }
    strong {
      display: block;
      margin-top: var(--space-2);
      font-family: var(--font-display);
      font-size: var(--size-lg);
    }
  }
`;
