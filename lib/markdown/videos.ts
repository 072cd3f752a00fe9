import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { visit } from 'unist-util-visit';
import type { Locale } from '@/lib/i18n/locales';
import { isElement, significant } from './hast';
import { label } from './labels';

export type Video = { host: 'YouTube' | 'Vimeo'; id: string; embed: string };

/** A YouTube or Vimeo address as a video with its player address (no cookies, Do Not Track; scripts/csp.mjs allows those frame hosts), or null. */
export function videoOf(address: string): Video | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const youtube =
    host === 'youtube.com' && url.pathname === '/watch' ? url.searchParams.get('v') : host === 'youtu.be' ? url.pathname.slice(1) : null;
  if (url.protocol === 'https:' && youtube && /^[\w-]{11}$/.test(youtube))
    return { host: 'YouTube', id: youtube, embed: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` };
  const vimeo = host === 'vimeo.com' ? url.pathname.slice(1) : null;
  if (url.protocol === 'https:' && vimeo && /^\d+$/.test(vimeo))
    return { host: 'Vimeo', id: vimeo, embed: `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=1` };
  return null;
}

/**
 * A paragraph that is only a YouTube or Vimeo address becomes a facade: a link to the video (what a
 * reader without JavaScript follows) drawn as a neutral frame with a play button. Nothing comes from
 * the video host until the reader asks: components/journal/VideoFacades.tsx then puts the player in.
 */
export function videos(tree: Root, lang: Locale): void {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'p') return;
    const [link, ...others] = significant(node);
    const address = isElement(link, 'a') ? String(link.properties.href ?? '') : '';
    const video = address && !others.length && toString(link).trim() === address ? videoOf(address) : null;
    if (!video) return;
    node.tagName = 'div';
    node.properties = { className: ['video'] };
    node.children = [
      h(
        'a',
        { className: ['video-facade'], href: address, dataEmbed: video.embed, dataTitle: label(lang, 'videoTitle', { host: video.host }) },
        [
          h('span', { className: ['video-play'], ariaHidden: 'true' }),
          h('span', { className: ['video-label'] }, [label(lang, 'playVideo', { host: video.host })]),
        ],
      ),
    ];
  });
}
