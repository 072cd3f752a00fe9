import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/ContactForm';
import { NewsletterForm } from '@/components/journal/NewsletterForm';
import { ChatButton } from '@/components/partnership/ChatButton';
import { BUDGETS, PROJECT_TYPES } from '@/lib/contact';
import { LEAD_SOURCE_KEY } from '@/lib/leadSource';
import en from '@/messages/en.json';
import { fakeTab } from '../fakeTab';

// The three conversions reach the provider's script at the moment they happen, with no personal data.
const provider = process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER;
let plausible: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'open').mockImplementation(() => fakeTab().tab);
  process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
  plausible = jest.fn();
  window.plausible = plausible;
});

afterEach(() => {
  sessionStorage.clear();
  process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = provider;
  delete window.plausible;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

it('the contact form reports the chat it opened with project type and budget tier only', async () => {
  const c = en.Contact;
  const user = setup();
  render(
    <ContactForm
      phone="+55 11 98765-4321"
      siteUrl="https://rafaelmoreira.com.br"
      labels={{ ...c.form, newTab: c.newTab }}
      projects={PROJECT_TYPES.map((value) => ({ value, label: c.projects[value] }))}
      budgets={BUDGETS.map((value) => ({ value, label: c.budgets[value] }))}
      chat={{ ...c.chat, projects: c.projects, budgets: c.budgets }}
    />,
  );
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana Souza');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@studio.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Project type/ }), 'seo-architecture');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Budget/ }), 'more-than-20k');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Call me at 11 99999-0000');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(plausible).not.toHaveBeenCalled();

  // The tab is asked for within the tap; the chat counts once the tab is sent to it.
  expect(window.open).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(1500));
  expect(plausible).toHaveBeenCalledTimes(1);
  expect(plausible).toHaveBeenCalledWith('Contact chat opened', { props: { project: 'seo-architecture', budget: 'more-than-20k' } });
  const sent = JSON.stringify(plausible.mock.calls);
  for (const typed of ['Ana', 'ana@studio.com', '99999']) expect(sent).not.toContain(typed);
});

it('a partnership chat button reports which button opened the chat, once per chat', async () => {
  const user = setup();
  render(<ChatButton placement="sticky" label="Reservar um slot" busyLabel="Abrindo conversa..." />);
  await user.click(screen.getByRole('link', { name: 'Reservar um slot' }));
  expect(plausible).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(800));
  expect(plausible).toHaveBeenCalledTimes(1);
  expect(plausible).toHaveBeenCalledWith('Partnership chat opened', { props: { button: 'sticky' } });
});

it('a chat the contact form could not open (tab blocked) is not counted', async () => {
  jest.spyOn(window, 'open').mockImplementation(() => null);
  const c = en.Contact;
  const user = setup();
  render(
    <ContactForm
      phone="+55 11 98765-4321"
      siteUrl="https://rafaelmoreira.com.br"
      labels={{ ...c.form, newTab: c.newTab }}
      projects={PROJECT_TYPES.map((value) => ({ value, label: c.projects[value] }))}
      budgets={BUDGETS.map((value) => ({ value, label: c.budgets[value] }))}
      chat={{ ...c.chat, projects: c.projects, budgets: c.budgets }}
    />,
  );
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'a@b.c');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Project type/ }), 'other');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Budget/ }), '1k-5k');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Oi');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  act(() => jest.advanceTimersByTime(1500));
  expect(plausible).not.toHaveBeenCalled();
});

it('the newsletter form reports a submitted address without the address', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const n = en.Newsletter;
  const user = setup();
  render(
    <NewsletterForm
      action={null}
      privacyHref="/en/privacy"
      labels={{
        email: n.emailLabel,
        placeholder: n.placeholder,
        subscribe: n.subscribe,
        note: n.note,
        closedNote: n.closedNote,
        privacy: en.Privacy.link,
        newTab: n.newTab,
        notOpen: n.notOpen,
      }}
    />,
  );
  await user.type(screen.getByRole('textbox', { name: n.emailLabel }), 'reader@example.com');
  await user.click(screen.getByRole('button', { name: n.subscribe }));
  expect(plausible).toHaveBeenCalledTimes(1);
  expect(plausible).toHaveBeenCalledWith('Newsletter submitted', undefined);
});

it('each conversion names what brought the visitor, source and medium, and never the campaign or the landing page', async () => {
  sessionStorage.setItem(
    LEAD_SOURCE_KEY,
    JSON.stringify({ kind: 'campaign', name: 'LinkedIn', medium: 'post', campaign: 'agencias', landing: '/post/web-2030-vision' }),
  );
  const c = en.Contact;
  const user = setup();
  render(
    <ContactForm
      phone="+55 11 98765-4321"
      siteUrl="https://rafaelmoreira.com.br"
      labels={{ ...c.form, newTab: c.newTab }}
      projects={PROJECT_TYPES.map((value) => ({ value, label: c.projects[value] }))}
      budgets={BUDGETS.map((value) => ({ value, label: c.budgets[value] }))}
      chat={{ ...c.chat, projects: c.projects, budgets: c.budgets }}
      source={c.source}
    />,
  );
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'a@b.c');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Project type/ }), 'other');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Budget/ }), '1k-5k');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Oi');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  act(() => jest.advanceTimersByTime(1500));
  render(<ChatButton placement="hero" label="Quero ser parceiro" busyLabel="Abrindo conversa..." />);
  await user.click(screen.getByRole('link', { name: 'Quero ser parceiro' }));
  act(() => jest.advanceTimersByTime(800));

  expect(plausible.mock.calls).toEqual([
    ['Contact chat opened', { props: { project: 'other', budget: '1k-5k', source: 'LinkedIn', medium: 'post' } }],
    ['Partnership chat opened', { props: { button: 'hero', source: 'LinkedIn', medium: 'post' } }],
  ]);
  expect(JSON.stringify(plausible.mock.calls)).not.toMatch(/agencias|web-2030-vision/);
});
