/**
 * The extra context lines of a chat message: the case study the visitor asked about ('reference') and
 * what brought them to the site ('source'). Each is one line of plain text, always in this order and
 * always at the head of the message's closing block (before the send time and the site's own line), so
 * the owner finds them in the same place in every message; a message without context is exactly the
 * specified one. The contact form's and the partnership's builders both take a `MessageContext`.
 */
export const CONTEXT_KINDS = ['reference', 'source'] as const;
export type ContextKind = (typeof CONTEXT_KINDS)[number];

/** `label` and `text` in the language of the message, e.g. { kind: 'reference', label: 'Referência', text: 'case Casa Aurora Hotel' }. */
export type ContextLine = { kind: ContextKind; label: string; text: string };

/** The lines a message carries; absent ones (null, undefined) are simply left out. */
export type MessageContext = readonly (ContextLine | null | undefined)[];

/** Long enough for a case title or a campaign with its landing page, short enough to stay one line in a chat. */
export const MAX_CONTEXT_TEXT = 160;

/**
 * `value` as one line of plain text: line breaks and other control characters become spaces, runs of
 * spaces fold into one, and text longer than `max` characters (whole characters, never half an emoji)
 * is cut with an ellipsis. Anything that is not a string is empty.
 */
export function plainText(value: unknown, max: number = MAX_CONTEXT_TEXT): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/**
 * The message lines for `context`, in CONTEXT_KINDS order whatever order they were given in, each kind
 * once (the first given wins), lines with no text left out: `*Label:* text` in the contact message's
 * bold style, `Label: text` in the partnership message's plain one.
 */
export function contextLines(context: MessageContext, style: 'bold' | 'plain'): string[] {
  return CONTEXT_KINDS.flatMap((kind) => {
    const line = context.find((item) => item?.kind === kind);
    const text = plainText(line?.text);
    if (!line || !text) return [];
    const label = plainText(line.label);
    return [style === 'bold' ? `*${label}:* ${text}` : `${label}: ${text}`];
  });
}
