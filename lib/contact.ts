/** The contact form: its options, validation, state transitions and the WhatsApp message it hands over. */
import { contextLines, type MessageContext } from './messageContext';
import { saoPauloTimeFormat, whatsappUrl } from './whatsapp';

export const PROJECT_TYPES = [
  'premium-website',
  'interactive-portfolio',
  'seo-architecture',
  'brand-identity',
  'consultation',
  'other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const BUDGETS = ['less-than-1k', '1k-5k', '5k-10k', '10k-20k', 'more-than-20k'] as const;
export type Budget = (typeof BUDGETS)[number];

/** In the order of the form, so the first missing one is the first to focus. */
export const CONTACT_FIELDS = ['name', 'email', 'project', 'budget', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', project: '', budget: '', message: '' };

export const SEND_DELAY_MS = 1500;
export const RESET_DELAY_MS = 3000;

/** Every field is required; whitespace alone counts as missing. Email format is not checked. */
export function missingFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => values[field].trim() === '');
}

/** What the form holds: read from its fields (FormData) on submit, so values typed before hydration count. */
export function contactValues(data: Pick<FormData, 'get'>): ContactValues {
  const read = (field: ContactField) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  return { name: read('name'), email: read('email'), project: read('project'), budget: read('budget'), message: read('message') };
}

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

export type ContactState = {
  status: ContactStatus;
  /** The values submitted: what the chat message is built from once the sending wait ends. */
  values: ContactValues;
  /** Fields marked invalid while the status is error because of missing input. */
  invalid: ContactField[];
  /** Why the status is error: missing input, an exception while opening the chat, or a blocked tab. */
  reason: 'missing' | 'exception' | 'blocked' | null;
  /** The chat link, shown again while the status is success, or offered when the tab was blocked. */
  url: string | null;
};

export const initialContactState: ContactState = {
  status: 'idle',
  values: EMPTY_VALUES,
  invalid: [],
  reason: null,
  url: null,
};

export type ContactAction =
  | { type: 'edit' }
  | { type: 'submit'; values: ContactValues }
  | { type: 'opened'; url: string }
  | { type: 'blocked'; url: string }
  | { type: 'clear' }
  /** An exception while opening the chat; `url`, when set, is the chat with the message as typed, without the send time. */
  | { type: 'fail'; url?: string | null };

export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  switch (action.type) {
    case 'edit':
      // Controls are disabled while sending; an idle form has nothing to reset.
      return state.status === 'sending' || state.status === 'idle' ? state : initialContactState;
    case 'submit': {
      if (state.status === 'sending') return state;
      const invalid = missingFields(action.values);
      const values = action.values;
      if (invalid.length > 0) return { ...state, values, status: 'error', invalid, reason: 'missing', url: null };
      return { ...state, values, status: 'sending', invalid: [], reason: null, url: null };
    }
    case 'opened':
      return state.status === 'sending' ? { ...state, status: 'success', url: action.url } : state;
    case 'blocked':
      // Nothing opened: the message waits behind a link, and is not cleared like a sent one.
      return state.status === 'sending' ? { ...state, status: 'error', reason: 'blocked', url: action.url } : state;
    case 'clear':
      return state.status === 'success' ? initialContactState : state;
    case 'fail':
      return { ...state, status: 'error', invalid: [], reason: 'exception', url: action.url ?? null };
  }
}

/** The keys of the form's own words under Contact.form in the dictionaries. */
export const FORM_LABEL_KEYS = [
  'title',
  'requiredNote',
  'name',
  'namePlaceholder',
  'email',
  'emailPlaceholder',
  'project',
  'projectPlaceholder',
  'budget',
  'budgetPlaceholder',
  'message',
  'messagePlaceholder',
  'send',
  'sending',
  'sent',
  'errorMissing',
  'errorException',
  'errorBlocked',
  'successTitle',
  'successText',
  'openChat',
  'errorExceptionLink',
  'fallbackText',
  'fallbackMessage',
  'fallbackSend',
] as const;

export type ContactFormLabels = Record<(typeof FORM_LABEL_KEYS)[number] | 'newTab', string>;

/** The words of the chat message, in the language of the page the visitor used. */
export type MessageCopy = {
  heading: string;
  name: string;
  email: string;
  project: string;
  budget: string;
  message: string;
  sentAt: string;
  origin: string;
  projects: Record<ProjectType, string>;
  budgets: Record<Budget, string>;
};

const sentAtFormat = saoPauloTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Sao Paulo time whatever the visitor's zone, e.g. 'Mar 14, 2025, 10:30 AM (Brazil Time)'. */
export function brazilTime(date: Date): string {
  // Some ICU versions put a narrow no-break space before AM/PM; a plain space reads the same everywhere.
  return `${sentAtFormat()
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ')} (Brazil Time)`;
}

function labelOf<K extends string>(labels: Record<K, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}

/**
 * The chat message: what the visitor typed (trimmed) under labels, then the closing block: the context
 * lines when there are any (lib/messageContext.ts: the case asked about, what brought the visitor), the
 * send time and the site it came from.
 */
export function buildContactMessage(
  values: ContactValues,
  copy: MessageCopy,
  sentAt: Date,
  siteUrl: string,
  context: MessageContext = [],
): string {
  return [
    `*${copy.heading}*`,
    '',
    `*${copy.name}:* ${values.name.trim()}`,
    `*${copy.email}:* ${values.email.trim()}`,
    `*${copy.project}:* ${labelOf(copy.projects, values.project)}`,
    `*${copy.budget}:* ${labelOf(copy.budgets, values.budget)}`,
    '',
    `*${copy.message}:*`,
    values.message.trim(),
    '',
    ...contextLines(context, 'bold'),
    `*${copy.sentAt}:* ${brazilTime(sentAt)}`,
    `*${copy.origin}:* ${new URL(siteUrl).host}`,
  ].join('\n');
}

/**
 * What the visitor wrote, for when the form itself failed: the message without the send time (the
 * time is where a browser's date support can fail) and without the fields left blank, so it can
 * still be sent as it is or finished in the chat.
 */
export function draftContactMessage(values: ContactValues, copy: MessageCopy, siteUrl: string, context: MessageContext = []): string {
  const fields = [
    values.name.trim() && `*${copy.name}:* ${values.name.trim()}`,
    values.email.trim() && `*${copy.email}:* ${values.email.trim()}`,
    values.project && `*${copy.project}:* ${labelOf(copy.projects, values.project)}`,
    values.budget && `*${copy.budget}:* ${labelOf(copy.budgets, values.budget)}`,
  ].filter(Boolean);
  const message = values.message.trim();
  return [
    `*${copy.heading}*`,
    ...(fields.length > 0 ? ['', ...fields] : []),
    ...(message ? ['', `*${copy.message}:*`, message] : []),
    '',
    ...contextLines(context, 'bold'),
    `*${copy.origin}:* ${new URL(siteUrl).host}`,
  ].join('\n');
}

/** The click-to-chat link to the owner's number with the message typed in. */
export function contactChatUrl(
  phone: string,
  values: ContactValues,
  copy: MessageCopy,
  sentAt: Date,
  siteUrl: string,
  context: MessageContext = [],
): string {
  return whatsappUrl(phone, buildContactMessage(values, copy, sentAt, siteUrl, context));
}

/**
 * The message of the direct chat link, which works with no script (the contact section's WhatsApp
 * channel and its no-JavaScript link): the greeting, then the context lines below it when there are
 * any (a case page's reference). Without context it is the greeting alone.
 */
export function directChatMessage(greeting: string, context: MessageContext = []): string {
  const lines = contextLines(context, 'bold');
  return lines.length ? [greeting, '', ...lines].join('\n') : greeting;
}
