'use client';

import { useEffect, useRef, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';

export type ShareLabels = {
  /** 'Share on', said before the network's name to screen readers. */
  shareOn: string;
  newTab: string;
  copy: string;
  copied: string;
  copyManual: string;
  field: string;
  more: string;
};

type Props = { url: string; title: string; whatsappHref: string; linkedInHref: string; labels: ShareLabels };

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const ICONS = {
  whatsapp: icon('M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z'),
  linkedIn: icon('M4 4h16v16H4ZM8 10v6M8 7v.01M12 16v-6M12 13a2.5 2.5 0 0 1 5 0v3'),
  copy: icon('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'),
  more: icon('M12 15V3M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6'),
};

/**
 * The share row. WhatsApp and LinkedIn are plain links to their share pages (no script of
 * theirs, works without ours). Copy link uses the Clipboard API and says so; where the browser
 * refuses, and without JavaScript, a read-only field holds the URL to copy by hand. 'More
 * options' opens the phone's own share sheet, shown only where the browser has one (the
 * `can-share` class, set before paint by ShareLinks). Styled by ArticleEnd.
 */
export const ShareButtons = island(LiveShareButtons);

function LiveShareButtons({ url, title, whatsappHref, linkedInHref, labels }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state !== 'manual') return;
    field.current?.focus();
    field.current?.select();
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  const share = () => {
    // A visitor who closes the sheet rejects the promise: nothing to report.
    navigator.share?.({ title, url }).catch(() => undefined);
  };

  // WhatsApp first: it is where this site's readers talk.
  const networks = [
    { name: 'WhatsApp', href: whatsappHref, icon: ICONS.whatsapp },
    { name: 'LinkedIn', href: linkedInHref, icon: ICONS.linkedIn },
  ];

  return (
    <>
      <ul className="share-list">
        {networks.map(({ name, href, icon }) => (
          <li key={name}>
            <a className="share-button" data-network={name.toLowerCase()} href={href} target="_blank" rel="noopener noreferrer">
              {icon}
              <span className="visually-hidden">{labels.shareOn} </span>
              {name}
              <span className="visually-hidden"> {labels.newTab}</span>
            </a>
          </li>
        ))}
        <li className="share-copy">
          <button className="share-button" type="button" onClick={copy}>
            {ICONS.copy}
            {labels.copy}
          </button>
        </li>
        <li className="share-native">
          <button className="share-button" type="button" onClick={share}>
            {ICONS.more}
            {labels.more}
          </button>
        </li>
      </ul>
      <p className="share-status" role="status">
        {state === 'copied' ? labels.copied : state === 'manual' ? labels.copyManual : ''}
      </p>
      <label className="share-field" data-open={state === 'manual' || undefined}>
        <span>{labels.field}</span>
        <input ref={field} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
    </>
  );
}
