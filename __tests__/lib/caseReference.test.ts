import { createTranslator, type Messages } from 'next-intl';
import { buildContactMessage, directChatMessage, draftContactMessage, type ContactValues, type MessageCopy } from '@/lib/contact';
import { dictionary } from '@/lib/i18n/messages';
import { caseInquiry } from '@/lib/projects';

const pt = dictionary('pt');
const en = dictionary('en');

// A case page's reference line, with its words from the dictionaries as the page writes them.
const values: ContactValues = { name: 'Ana', email: 'ana@studio.com', project: 'premium-website', budget: '5k-10k', message: 'Oi' };
const SENT = new Date('2025-03-14T13:30:00Z');
const SITE = 'https://rafaelmoreira.com.br';

function inLanguage(locale: 'pt' | 'en') {
  const messages = { pt, en }[locale];
  const t = createTranslator({ locale, messages: messages as unknown as Messages, namespace: 'Contact' });
  const copy: MessageCopy = { ...messages.Contact.chat, projects: messages.Contact.projects, budgets: messages.Contact.budgets };
  const inquiry = caseInquiry(
    { services: ['premium-websites', 'seo-architecture'] },
    { label: t('chat.reference'), text: t('chat.referenceText', { title: 'Casa Aurora Hotel' }) },
  );
  return { copy, inquiry, greeting: messages.Contact.directGreeting };
}

describe.each([
  ['pt', '*Referência:* case Casa Aurora Hotel', '*Enviado em:*'],
  ['en', '*Reference:* Casa Aurora Hotel case', '*Sent:*'],
] as const)('the reference line in %s', (locale, line, sentAt) => {
  const { copy, inquiry, greeting } = inLanguage(locale);

  it('closes the form message, right before the send time', () => {
    const lines = buildContactMessage(values, copy, SENT, SITE, [inquiry.reference]).split('\n');
    expect(lines.filter((item) => item === line)).toHaveLength(1);
    expect(lines[lines.indexOf(line) + 1]).toMatch(new RegExp(`^\\${sentAt}`));
  });

  it('stays in the message of a form that failed', () => {
    expect(draftContactMessage(values, copy, SITE, [inquiry.reference]).split('\n')).toContain(line);
  });

  it('follows the greeting of the direct chat link', () => {
    expect(directChatMessage(greeting, [inquiry.reference])).toBe(`${greeting}\n\n${line}`);
  });

  it('is absent without a case: each message is the specified one', () => {
    expect(buildContactMessage(values, copy, SENT, SITE, [undefined])).toBe(buildContactMessage(values, copy, SENT, SITE));
    expect(buildContactMessage(values, copy, SENT, SITE)).not.toMatch(/Refer/);
    expect(directChatMessage(greeting)).toBe(greeting);
    expect(directChatMessage(greeting, [null])).toBe(greeting);
  });
});
