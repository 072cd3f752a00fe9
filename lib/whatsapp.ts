/** Click-to-chat links for WhatsApp. Message builders for each form live beside their feature. */
import { once } from './once';

export function digitsOnly(phone: string): string {
  return phone.replace(/\D+/g, '');
}

/**
 * The text with each half of a character that lost its other half (a lone UTF-16 surrogate, as text
 * cut mid-emoji and pasted leaves) replaced by U+FFFD: encodeURIComponent throws on those.
 */
export function wellFormed(text: string): string {
  return text.replace(/([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g, (match, pair?: string) => pair ?? '\uFFFD');
}

/** `https://wa.me/<digits>?text=<encoded message>`: the chat app opens with the message typed in. */
export function whatsappUrl(phone: string, message?: string): string {
  const base = `https://wa.me/${digitsOnly(phone)}`;
  return message === undefined ? base : `${base}?text=${encodeURIComponent(wellFormed(message))}`;
}

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** The formatter of a message's time of sending, in São Paulo whatever the visitor's zone, made on first use (lib/once.ts). */
export function saoPauloTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return once(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: SAO_PAULO_TIME_ZONE }));
}
