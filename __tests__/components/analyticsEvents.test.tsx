import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/ContactForm';
import { NewsletterForm } from '@/components/journal/NewsletterForm';
import { ChatButton } from '@/components/partnership/ChatButton';
import { contactChatOpened, newsletterSubmitted, partnershipChatOpened } from '@/lib/analytics';
import { LEAD_SOURCE_KEY, type LeadSource } from '@/lib/leadSource';
import en from '@/messages/en.json';
import { contactFormProps } from '../contactFormProps';
import { CHAT } from '../partnershipFixture';
import { fakeTab } from '../fakeTab';

// Each conversion reaches the provider's script at the moment it happens, with what brought the visitor. What an
// event may carry (no name, address or message; no campaign or landing page) is lib/analytics.test.ts's.
const provider = process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER;
const noted: LeadSource = { kind: 'campaign', name: 'LinkedIn', medium: 'post', campaign: 'agencias', landing: '/post/web-2030-vision' };
const typed = { name: 'Ana Souza', email: 'ana@studio.com', project: 'seo-architecture', budget: 'more-than-20k', message: 'Oi' };
let plausible: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'open').mockImplementation(() => fakeTab().tab);
  process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
  plausible = jest.fn();
  window.plausible = plausible;
  sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify(noted));
});

afterEach(() => {
  sessionStorage.clear();
  process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = provider;
  delete window.plausible;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function sendContactForm() {
  const user = setup();
  render(<ContactForm {...contactFormProps(en)} source={en.Contact.source} />);
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), typed.name);
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), typed.email);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Project type/ }), typed.project);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Budget/ }), typed.budget);
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), typed.message);
  await user.click(screen.getByRole('button', { name: en.Contact.form.send }));
}

const reported = ({ name, props }: { name: string; props?: object }) => [name, props && { props }];

it('the contact form reports the chat once the tab is sent to it', async () => {
  await sendContactForm();
  expect(plausible).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1500));
  expect(plausible.mock.calls).toEqual([reported(contactChatOpened(typed, noted))]);
});

it('a chat the contact form could not open (tab blocked) is not counted', async () => {
  jest.spyOn(window, 'open').mockImplementation(() => null);
  await sendContactForm();
  act(() => jest.advanceTimersByTime(1500));
  expect(plausible).not.toHaveBeenCalled();
});

it('a partnership chat button reports which button opened the chat, once per chat', async () => {
  const user = setup();
  render(<ChatButton placement="sticky" chat={CHAT} label="Reservar um slot" busyLabel="Abrindo conversa..." />);
  await user.click(screen.getByRole('link', { name: 'Reservar um slot' }));
  expect(plausible).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(800));
  expect(plausible.mock.calls).toEqual([reported(partnershipChatOpened('sticky', noted))]);
});

it('the newsletter form reports a submitted address', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const n = en.Newsletter;
  const user = setup();
  const labels = { email: n.emailLabel, placeholder: n.placeholder, subscribe: n.subscribe, note: n.note, closedNote: n.closedNote };
  render(
    <NewsletterForm
      action={null}
      privacyHref="/en/privacy"
      labels={{ ...labels, privacy: en.Privacy.link, newTab: n.newTab, notOpen: n.notOpen }}
    />,
  );
  await user.type(screen.getByRole('textbox', { name: n.emailLabel }), 'reader@example.com');
  await user.click(screen.getByRole('button', { name: n.subscribe }));
  expect(plausible.mock.calls).toEqual([reported(newsletterSubmitted(noted))]);
});
