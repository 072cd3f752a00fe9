import styled from 'styled-components';
import { articleBodyStyles } from './postStyles';
import { VideoFacades } from './VideoFacades';

const Prose = styled.div`
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

/** A rendered article body: HTML sanitized at build by lib/markdown.ts; video facades play in place once its script runs. */
export function ArticleBody({ html, lang, className }: { html: string; lang?: string; className?: string }) {
  return (
    <>
      <Prose className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
      {html.includes('class="video-facade"') && <VideoFacades />}
    </>
  );
}
