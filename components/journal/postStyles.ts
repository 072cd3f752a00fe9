import { css } from 'styled-components';
import { codeVariables, media } from '@/lib/theme';

// Journal pieces that repeat on a page (a card per article, a category and tag list per card) are
// plain elements with class names, styled once by the parent that holds them: styled-components
// writes a component's CSS next to every instance it renders.

/** A rounded link that lights up on hover: tag chips, topics, share buttons (each parent adds its size). */
export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-pill);
  text-decoration: none;
  transition:
    border-color 0.2s ease,
    color 0.2s ease;
  &:hover {
    border-color: var(--color-accent);
    color: var(--color-accent);
  }
`;

/** An article's category (a `.ui-badge`, smaller: `.post-category`) and tag list (`.post-tags`). */
export const postLabelStyles = css`
  .post-category {
    padding: 0.2rem 0.7rem;
    background: var(--color-accent-8);
    font-weight: 700;
    letter-spacing: 0.06em;
  }
  .post-category[data-category='founders'] {
    border-color: var(--color-violet-55);
    background: var(--color-violet-14);
    color: var(--color-violet);
  }
  .post-tags {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    list-style: none;
    margin: 0;
    padding: 0;
    a {
      ${chip}
      /* Above the card's stretched title link, so a tag is its own target. */
      position: relative;
      z-index: 1;
      min-height: 32px;
      padding: 0.2rem 0.75rem;
      color: var(--color-muted);
      font-size: var(--size-xs);
    }
  }
  /* Only 'npm run dev' shows drafts and scheduled articles; a build leaves them out. */
  .post-status {
    display: inline-flex;
    padding: 0.2rem 0.7rem;
    border: 1px dashed var(--color-sand);
    border-radius: var(--radius-pill);
    color: var(--color-sand);
    font-size: var(--size-xs);
    font-weight: 700;
  }
`;

/** The article card of PostCard, for the grids that list them. */
export const postCardStyles = css`
  ${postLabelStyles}
  .post-card {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: var(--space-4);
    height: 100%;
    padding: var(--space-8) var(--space-6);
    transition:
      border-color 0.25s ease,
      transform 0.25s ease,
      background-color 0.25s ease;
    &:hover {
      border-color: var(--color-accent-45);
      background: var(--color-surface-raised);
      transform: translateY(-4px);
    }
  }
  .post-card-meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-3);
    color: var(--color-muted);
    font-size: var(--size-xs);
    .when {
      white-space: nowrap;
    }
  }
  .post-card-title {
    font-size: var(--size-lg);
    line-height: 1.25;
    a {
      text-decoration: none;
      /* The title link covers the whole card, so the card is one target with one name. */
      &::after {
        content: '';
        position: absolute;
        inset: 0;
        border-radius: var(--radius-lg);
      }
      &:focus-visible {
        outline: none;
      }
      &:focus-visible::after {
        outline: 3px solid var(--color-accent);
        outline-offset: 3px;
      }
    }
  }
  .post-card-preview {
    color: var(--color-muted);
    font-size: var(--size-sm);
    flex: 1;
  }
  .post-card-more {
    color: var(--color-accent);
    font-size: var(--size-sm);
    font-weight: 600;
  }
  .post-card-kicker {
    color: var(--color-accent);
    font-size: var(--size-xs);
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .post-card[data-compact] {
    gap: var(--space-3);
    padding: var(--space-6);
  }
  .post-card-language {
    padding: 0.1rem 0.6rem;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-pill);
    white-space: nowrap;
  }
`;

/** A list of article cards: one column, two from 768 px, three from 1024 px with `data-columns='3'`. */
export const postGrid = css`
  display: grid;
  gap: var(--space-6);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-columns='3'] {
    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

/**
 * What an article's markdown can hold beyond text (lib/markdown.ts): figures, tables, code, notes,
 * tasks and video facades, styled here once for the article body. Tables and code scroll sideways in
 * their own box on a narrow screen; the page itself never does.
 */
export const articleBodyStyles = css`
  ${codeVariables}
  .figure {
    margin-inline: 0;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  figcaption,
  .table-caption {
    color: var(--color-muted);
    font-size: var(--size-sm);
    line-height: 1.5;
  }
  figcaption {
    margin-top: var(--space-3);
  }
  .table-caption {
    margin-bottom: var(--space-3);
  }
  .table-scroll,
  pre {
    overflow-x: auto;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    &:focus-visible {
      outline: 3px solid var(--color-accent);
      outline-offset: 2px;
    }
  }
  table {
    min-width: 100%;
    border-collapse: collapse;
    font-size: var(--size-sm);
    line-height: 1.5;
  }
  th {
    text-align: left;
  }
  [data-align='right'] {
    text-align: right;
  }
  [data-align='center'] {
    text-align: center;
  }
  th,
  td {
    padding: var(--space-2) var(--space-4);
    border-top: 1px solid var(--color-line);
    white-space: nowrap;
  }
  th {
    color: var(--color-text);
    background: var(--color-surface);
  }
  del {
    color: var(--color-muted);
  }
  .contains-task-list {
    padding-left: 0;
    list-style: none;
    input {
      margin-right: var(--space-2);
      accent-color: var(--color-accent);
    }
  }
  sup a {
    padding-inline: 0.15em;
  }
  .footnotes {
    margin-top: var(--space-12);
    padding-top: var(--space-6);
    border-top: 1px solid var(--color-line);
    font-size: var(--size-sm);
  }
  .footnotes-title {
    font-size: var(--size-md);
  }
  .code {
    margin-inline: 0;
  }
  .code-language {
    margin: 0 0 var(--space-2);
    color: var(--color-muted);
    font-size: var(--size-xs);
    font-weight: 700;
    letter-spacing: 0.06em;
  }
  pre {
    padding: var(--space-4);
    background: var(--color-surface);
    color: var(--color-prose);
    font-size: var(--size-xs);
    line-height: 1.7;
  }
  pre code {
    padding: 0;
    background: none;
    font-size: inherit;
  }
  .video {
    position: relative;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: var(--radius-md);
    background: var(--color-surface-raised);
    iframe {
      width: 100%;
      height: 100%;
      border: 0;
    }
  }
  /* A neutral frame drawn from the theme: nothing is fetched from the video host for it. */
  .video-facade {
    display: grid;
    place-content: center;
    justify-items: center;
    gap: var(--space-4);
    height: 100%;
    background:
      radial-gradient(circle at 25% 20%, var(--color-violet-18), transparent 55%),
      radial-gradient(circle at 80% 90%, var(--color-accent-10), transparent 50%);
    color: var(--color-text);
    text-decoration: none;
    &:focus-visible {
      outline: 3px solid var(--color-accent);
      outline-offset: -3px;
    }
  }
  .video-play {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: var(--color-accent-fill);
    transition: transform 0.2s ease;
    /* The play triangle. */
    &::before {
      content: '';
      margin-left: 6px;
      border-left: 24px solid var(--color-accent-ink);
      border-block: 15px solid transparent;
    }
  }
  .video-facade:hover .video-play {
    transform: scale(1.06);
  }
  ${media.reducedMotion} {
    .video-play {
      transition: none;
    }
  }
  .video-label {
    font-size: var(--size-sm);
    font-weight: 600;
  }
`;

/** An article's text as its page sets it: type, spacing and colours, then the constructs above. The editor's preview uses it too. */
export const articleProseStyles = css`
  margin-top: var(--space-12);
  font-size: 1.125rem;
  line-height: 1.8;
  color: var(--color-prose);
  > * + * {
    margin-top: 1.4em;
  }
  h2 {
    margin-top: 2.2em;
    font-size: var(--size-xl);
    line-height: 1.2;
    color: var(--color-text);
  }
  h3 {
    margin-top: 1.8em;
    font-size: var(--size-lg);
    line-height: 1.3;
    color: var(--color-text);
  }
  h2 + *,
  h3 + * {
    margin-top: 0.8em;
  }
  strong {
    color: var(--color-text);
    font-weight: 700;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.6em;
  }
  ul li::marker {
    color: var(--color-accent);
  }
  ol li::marker {
    color: var(--color-accent);
    font-family: var(--font-display);
    font-weight: 700;
  }
  a {
    color: var(--color-accent);
    text-underline-offset: 3px;
  }
  blockquote {
    margin-inline: 0;
    padding-left: var(--space-6);
    border-left: 3px solid var(--color-violet);
    color: var(--color-muted);
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: 6px;
    background: var(--color-surface-raised);
    font-size: 0.9em;
  }
  ${articleBodyStyles}
`;
