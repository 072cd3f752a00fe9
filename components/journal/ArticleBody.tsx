import styled from 'styled-components';
import { articleProseStyles } from './postStyles';
import { VideoFacades } from './VideoFacades';

const Prose = styled.div`
  ${articleProseStyles}
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
