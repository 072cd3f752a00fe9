import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {
  brazilTime,
  buildContactMessage,
  contactChatUrl,
  contactReducer,
  contactValues,
  draftContactMessage,
  EMPTY_VALUES,
  initialContactState,
  missingFields,
  type ContactState,
  type ContactValues,
  type MessageCopy,
} from '@/lib/contact';

const copyOf = (messages: typeof en): MessageCopy => ({
  ...messages.Contact.chat,
  projects: messages.Contact.projects,
  budgets: messages.Contact.budgets,
});
const EN = copyOf(en);
const PT = copyOf(pt);
const SITE = 'https://rafaelmoreira.com.br';
const PHONE = '+55 11 98765-4321';
// 01:30 UTC on the 15th: 22:30 on the 14th in Sao Paulo, 10:30 on the 15th in Tokyo, where jest runs (jest.config.mjs).
const SENT = new Date('2025-03-15T01:30:00Z');

const valid: ContactValues = {
  name: 'Ana Souza',
  email: 'ana@studio.com',
  project: 'premium-website',
  budget: '5k-10k',
  message: 'I need a new site for my studio.',
};

/** The inquiry in the words of `copy` (a dictionary's), as sent at SENT from SITE. */
const inquiry = (copy: MessageCopy, values: ContactValues, message = values.message) =>
  [
    `*${copy.heading}*`,
    '',
    `*${copy.name}:* Ana Souza`,
    `*${copy.email}:* ana@studio.com`,
    `*${copy.project}:* ${copy.projects[values.project as keyof MessageCopy['projects']]}`,
    `*${copy.budget}:* ${copy.budgets[values.budget as keyof MessageCopy['budgets']]}`,
    '',
    `*${copy.message}:*`,
    message,
    '',
    `*${copy.sentAt}:* Mar 14, 2025, 10:30 PM (Brazil Time)`,
    `*${copy.origin}:* rafaelmoreira.com.br`,
  ].join('\n');
const englishMessage = (message: string) => inquiry(EN, valid, message);

const textOf = (url: string) => new URL(url).searchParams.get('text');

describe('buildContactMessage', () => {
  it('writes the English inquiry with labels, Sao Paulo time and the site as origin', () => {
    expect(buildContactMessage(valid, EN, SENT, SITE)).toBe(englishMessage('I need a new site for my studio.'));
  });

  it('writes the Portuguese inquiry with Portuguese labels and the same Brazil time', () => {
    const values = { ...valid, project: 'seo-architecture', budget: 'more-than-20k', message: 'Quero crescer no Google.' };
    expect(buildContactMessage(values, PT, SENT, `${SITE}/`)).toBe(inquiry(PT, values));
  });

  it('trims name and email', () => {
    const message = buildContactMessage({ ...valid, name: '  Ana Souza \n', email: '\tana@studio.com ' }, EN, SENT, SITE);
    expect(message).toBe(englishMessage('I need a new site for my studio.'));
  });

  // A label for every project type and budget in both languages: MessageCopy's Record types and messages.test.ts.
  it('keeps what was typed exactly, trimmed, through the chat URL: its URL characters, lines, emoji, scripts, markup, length', () => {
    const typed = [
      'Tom & Jerry #2 Price? Timeline?text=no 100% sure, 50%20 off, %E0%A4 1+1=2 a=b&c=d',
      'line two\r\n\nLaunch 🚀 with 👩🏽‍💻 and 🇧🇷, Atenção: não é só uma ação, مرحبا بالعالم שלום',
      '<script>alert(1)</script><b>bold</b> &amp; keep the inside  spaces',
      'Lorem ipsum dolor sit amet. '.repeat(400).slice(0, 10_000),
    ].join('\n');
    const values = { ...valid, message: `   \n  ${typed}  \t\n ` };
    expect(buildContactMessage(values, EN, SENT, SITE)).toBe(englishMessage(typed.trim()));
    const url = contactChatUrl(PHONE, values, EN, SENT, SITE);
    expect(url.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(url).not.toMatch(/[\s#&<>+]|\?.*\?/);
    expect(textOf(url)).toBe(englishMessage(typed.trim()));
  });

  it('sends a message holding half an emoji (text cut mid-character, then pasted) with that half as �, the rest as typed', () => {
    // encodeURIComponent throws on a lone surrogate: the chat would never open, and the form would say so each try.
    const typed = 'Orçamento 🚀 até abril \uD83D e \uDE80 fim';
    const url = contactChatUrl(PHONE, { ...valid, message: typed }, EN, SENT, SITE);
    expect(textOf(url)).toBe(englishMessage('Orçamento 🚀 até abril \uFFFD e \uFFFD fim'));
  });

  it('falls back to the raw value for an option it has no label for', () => {
    expect(buildContactMessage({ ...valid, project: 'tampered' }, EN, SENT, SITE)).toContain('*Project:* tampered');
  });
});

describe('draftContactMessage (the form failed: what the visitor wrote, sendable as it is)', () => {
  it('carries every field typed, under the same labels as the chat message, and no send time', () => {
    const draft = draftContactMessage({ ...valid, name: ' Ana Souza ' }, EN, SITE);
    expect(draft).toBe(buildContactMessage({ ...valid, name: 'Ana Souza' }, EN, SENT, SITE).replace(/\n\*Sent:\*[^\n]*/, ''));
    expect(draft).not.toMatch(/Brazil Time/);
  });

  it('leaves out what was not filled in, rather than sending empty labels', () => {
    expect(draftContactMessage({ ...EMPTY_VALUES, email: 'ana@studio.com', message: ' Orçamento para abril ' }, PT, SITE)).toBe(
      [
        '*Novo pedido de projeto*',
        '',
        '*E-mail:* ana@studio.com',
        '',
        '*Mensagem:*',
        'Orçamento para abril',
        '',
        `*Origem:* rafaelmoreira.com.br`,
      ].join('\n'),
    );
  });

  it('with nothing typed is still a greeting from the site', () => {
    expect(draftContactMessage(EMPTY_VALUES, EN, SITE).split('\n')).toEqual([
      expect.stringMatching(/^\*.+\*$/),
      '',
      expect.stringMatching(/rafaelmoreira\.com\.br$/),
    ]);
  });
});

describe('brazilTime', () => {
  it.each([
    ['2025-03-14T13:30:00Z', 'Mar 14, 2025, 10:30 AM (Brazil Time)'],
    ['2025-01-01T02:59:00Z', 'Dec 31, 2024, 11:59 PM (Brazil Time)'],
    ['2025-07-04T15:05:00Z', 'Jul 4, 2025, 12:05 PM (Brazil Time)'],
  ])('prints %s in Sao Paulo as %s', (iso, expected) => {
    expect(brazilTime(new Date(iso))).toBe(expected);
  });
});

describe('missingFields', () => {
  it.each([
    ['nothing filled', EMPTY_VALUES, ['name', 'email', 'project', 'budget', 'message']],
    ['everything filled', valid, []],
    ['whitespace-only name and message', { ...valid, name: '   ', message: '\n\t ' }, ['name', 'message']],
    ['no budget chosen', { ...valid, budget: '' }, ['budget']],
    ['no project chosen', { ...valid, project: '' }, ['project']],
    ['an email that is not an address', { ...valid, email: 'not-an-email' }, []],
  ])('%s', (_case, values, expected) => {
    expect(missingFields(values as ContactValues)).toEqual(expected);
  });
});

describe('contactValues (what the form holds on submit)', () => {
  const form = (entries: [string, string | File][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it.each<[string, [string, string | File][], ContactValues]>([
    [
      'every field as typed, untrimmed',
      [
        ['name', ' Ana '],
        ['email', 'a@b.c'],
        ['project', 'other'],
        ['budget', '1k-5k'],
        ['message', 'Oi\n'],
      ],
      { name: ' Ana ', email: 'a@b.c', project: 'other', budget: '1k-5k', message: 'Oi\n' },
    ],
    ['a field the form does not send (disabled, missing) is empty', [['name', 'Ana']], { ...EMPTY_VALUES, name: 'Ana' }],
    ['a file where text belongs counts as empty', [['message', new File(['x'], 'x.txt')]], EMPTY_VALUES],
    [
      'extra fields are ignored',
      [
        ['name', 'Ana'],
        ['website', 'spam'],
      ],
      { ...EMPTY_VALUES, name: 'Ana' },
    ],
  ])('%s', (_case, entries, expected) => {
    expect(contactValues(form(entries))).toEqual(expected);
  });
});

describe('contactReducer', () => {
  const at = (status: ContactState['status'], extra: Partial<ContactState> = {}): ContactState => ({
    ...initialContactState,
    values: valid,
    status,
    ...extra,
  });
  const url = 'https://wa.me/5511987654321?text=hi';
  const submit = (values: ContactValues) => ({ type: 'submit', values }) as const;

  it.each<[string, ContactState, Parameters<typeof contactReducer>[1], Partial<ContactState>]>([
    [
      'submit with missing fields: error, empty fields marked',
      initialContactState,
      submit(EMPTY_VALUES),
      {
        status: 'error',
        reason: 'missing',
        invalid: ['name', 'email', 'project', 'budget', 'message'],
      },
    ],
    [
      'valid submit: sending the submitted values',
      initialContactState,
      submit(valid),
      {
        status: 'sending',
        invalid: [],
        reason: null,
        values: valid,
      },
    ],
    [
      'valid submit after an error: sending',
      at('error', { invalid: ['name'], reason: 'missing' }),
      submit(valid),
      {
        status: 'sending',
        invalid: [],
      },
    ],
    [
      'a new submit after a blocked tab: sending again',
      at('error', { reason: 'blocked', url }),
      submit(valid),
      {
        status: 'sending',
        reason: null,
        url: null,
      },
    ],
    [
      'a second submit while sending changes nothing',
      at('sending'),
      submit({ ...valid, name: 'Other' }),
      {
        status: 'sending',
        values: valid,
      },
    ],
    ['chat opened while sending: success with its URL', at('sending'), { type: 'opened', url }, { status: 'success', url }],
    ['chat opened while not sending is ignored', at('idle'), { type: 'opened', url }, { status: 'idle', url: null }],
    [
      'tab blocked while sending: error with the link, kept until the visitor acts',
      at('sending'),
      { type: 'blocked', url },
      {
        status: 'error',
        reason: 'blocked',
        url,
        invalid: [],
      },
    ],
    ['tab blocked while not sending is ignored', at('idle'), { type: 'blocked', url }, { status: 'idle', url: null }],
    ['clear after success: idle', at('success', { url }), { type: 'clear' }, initialContactState],
    [
      'clear after a blocked tab does nothing',
      at('error', { reason: 'blocked', url }),
      { type: 'clear' },
      {
        status: 'error',
        reason: 'blocked',
        url,
      },
    ],
    ['editing during success: idle, link gone', at('success', { url }), { type: 'edit' }, { status: 'idle', url: null }],
    [
      'editing during error: idle, marks cleared',
      at('error', { invalid: ['budget'], reason: 'missing' }),
      { type: 'edit' },
      {
        status: 'idle',
        invalid: [],
        reason: null,
      },
    ],
    [
      'editing while sending is ignored (controls are disabled)',
      at('sending'),
      { type: 'edit' },
      {
        status: 'sending',
        values: valid,
      },
    ],
    [
      'an exception: error without field marks',
      at('sending'),
      { type: 'fail' },
      {
        status: 'error',
        reason: 'exception',
        invalid: [],
      },
    ],
  ])('%s', (_case, state, action, expected) => {
    expect(contactReducer(state, action)).toMatchObject(expected);
  });
});
