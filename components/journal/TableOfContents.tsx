import styled from 'styled-components';
import { classNames } from '@/lib/classNames';
import type { Section } from '@/lib/markdown';
import { media } from '@/lib/theme';
import { TocSpy } from './TocSpy';

const Nav = styled.nav`
  ol {
    display: grid;
    gap: var(--space-1);
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: toc;
  }
  a {
    display: flex;
    gap: var(--space-3);
    min-height: 44px;
    align-items: center;
    padding: var(--space-1) var(--space-3);
    border-left: 2px solid var(--color-line);
    color: var(--color-muted);
    font-size: var(--size-sm);
    line-height: 1.35;
    text-decoration: none;
    counter-increment: toc;
    transition:
      color 0.2s ease,
      border-color 0.2s ease;
    &::before {
      content: counter(toc, decimal-leading-zero);
      font-family: var(--font-display);
      font-size: var(--size-xs);
      font-variant-numeric: tabular-nums;
    }
    &:hover,
    &[aria-current] {
      border-left-color: var(--color-accent);
      color: var(--color-text);
    }
    &[aria-current]::before {
      color: var(--color-accent);
    }
  }
  .toc-title {
    color: var(--color-muted);
    font-size: var(--size-xs);
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  /* Phones: collapsed above the text. */
  details {
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: var(--space-2) var(--space-4);
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '+';
      color: var(--color-accent);
      font-size: var(--size-lg);
    }
  }
  details[open] summary::after {
    content: '−';
  }
  details ol {
    padding: 0 var(--space-4) var(--space-4);
  }
  .toc-wide {
    display: none;
  }
  /* Wide screens: always open, beside the text (ArticlePage places it). */
  ${media.lg} {
    details {
      display: none;
    }
    .toc-wide {
      display: grid;
      gap: var(--space-4);
    }
  }
`;

type Props = { sections: Section[]; title: string; className?: string };

/**
 * The article's `##` sections as plain links to their headings: they work without JavaScript.
 * Phones get them in a closed disclosure above the text, wide screens as a list beside it (two
 * copies of a few links, so neither needs a script to change shape); TocSpy marks the current one.
 */
export function TableOfContents({ sections, title, className }: Props) {
  const list = (
    <ol>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.text}</a>
        </li>
      ))}
    </ol>
  );
  return (
    <Nav className={classNames('toc', className)} aria-labelledby="toc-title">
      <details>
        <summary className="toc-title">{title}</summary>
        {list}
      </details>
      <div className="toc-wide">
        <p className="toc-title" id="toc-title">
          {title}
        </p>
        {list}
      </div>
      <TocSpy />
    </Nav>
  );
}
