'use client';

import type { MouseEvent } from 'react';
import { storeLanguage } from '@/lib/i18n/storage';
import type { Locale } from '@/lib/i18n/locales';

type Props = { href: string; target: Locale; label: string; text: string; className?: string };

/** A plain link to the counterpart page; with scripts it also keeps the hash and remembers the choice. */
export function LanguageToggle({ href, target, label, text, className }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    storeLanguage(window.localStorage, target);
    if (location.hash && !href.includes('#')) {
      event.preventDefault();
      location.assign(href + location.hash);
    }
  };

  return (
    <a href={href} hrefLang={target === 'pt' ? 'pt-BR' : 'en'} aria-label={label} className={className} onClick={onClick}>
      {text}
    </a>
  );
}
