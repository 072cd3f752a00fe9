import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/ContactForm';
import { BUDGETS, buildContactMessage, draftContactMessage } from '@/lib/contact';
import { LEAD_SOURCE_KEY, notedSourceLine } from '@/lib/leadSource';
import en from '@/messages/en.json';
import { breakDateFormat } from '../brokenDateFormat';
import { contactFormProps } from '../contactFormProps';
import { fakeTab } from '../fakeTab';

const c = en.Contact;
const props = { ...contactFormProps(en), source: c.source };
const SENT = new Date('2025-03-14T13:30:00Z');
const textOf = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';

const field = {
  name: () => screen.getByRole('textbox', { name: /^Name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  project: () => screen.getByRole('combobox', { name: /^Project type/ }),
  budget: () => screen.getByRole('combobox', { name: /^Budget/ }),
  message: () => screen.getByRole('textbox', { name: /^Message/ }),
};
const allFields = () => Object.values(field).map((get) => get());
const submit = () => screen.getByRole('button', { name: /Send Message|Sending Message|Message Sent/ });

let open: jest.SpyInstance;
let chat: ReturnType<typeof fakeTab>;

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<ContactForm {...props} />);
  return user;
}

/** What fillValid types. Its message, lines and labels are contact.test.ts's: here, that the form sends it. */
const TYPED = {
  name: '  Ana Souza ',
  email: 'ana@studio.com',
  project: 'interactive-portfolio',
  budget: '1k-5k',
  message: 'Tom & Jerry #1? 100%',
};
const VALID_MESSAGE = buildContactMessage(TYPED, props.chat, SENT, props.siteUrl).split('\n');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), TYPED.name);
  await user.type(field.email(), TYPED.email);
  await user.selectOptions(field.project(), TYPED.project);
  await user.selectOptions(field.budget(), TYPED.budget);
  await user.type(field.message(), TYPED.message);
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: SENT });
  chat = fakeTab();
  open = jest.spyOn(window, 'open').mockImplementation(() => chat.tab);
});

afterEach(() => {
  sessionStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('shows every field with a visible label and required semantics', () => {
    setup();
    for (const control of allFields()) expect(control).toHaveAttribute('aria-required', 'true');
    expect(field.project()).toHaveDisplayValue('Select a project type');
    expect(field.budget().querySelectorAll('option')).toHaveLength(BUDGETS.length + 1);
  });

  it('on an empty submit shows the banner, marks every field and focuses the first', async () => {
    const user = setup();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    for (const control of allFields()) expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
  });

  it('marks only the missing fields and focuses the first of them', async () => {
    const user = setup();
    await fillValid(user);
    await user.clear(field.email());
    await user.type(field.email(), '   ');
    await user.click(submit());
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.email()).toHaveFocus();
  });

  // How the tab is opened and sent (no opener, no referrer) is chatTab.test.ts's.
  it('sends: asks for the tab within the tap, disabled while sending, chat after 1.5 s, success, cleared after 3 s', async () => {
    const user = setup();
    await fillValid(user);
    await user.click(submit());

    expect(open).toHaveBeenCalledTimes(1);
    expect(chat.state.document.body.textContent).toBe('Sending Message...');
    expect(submit()).toHaveTextContent('Sending Message...');
    expect(submit()).toBeDisabled();
    for (const control of allFields()) expect(control).toBeDisabled();
    await advance(1499);
    expect(chat.visits).toEqual([]);

    await advance(1);
    expect(chat.visits).toHaveLength(1);
    const url = chat.visits[0].href;
    expect(url).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(new URL(url).searchParams.get('text')).toBe(VALID_MESSAGE.join('\n'));
    expect(submit()).toHaveTextContent('Message Sent!');
    expect(screen.getByRole('status')).toHaveTextContent('WhatsApp opened in a new tab with your message ready.');
    const fallback = screen.getByRole('link', { name: /Open the chat here/ });
    expect(fallback).toHaveAttribute('href', url);
    expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');
    for (const control of allFields()) expect(control).toBeEnabled();

    await advance(3000);
    expect(submit()).toHaveTextContent('Send Message');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    for (const control of allFields()) expect(control).toHaveValue('');
    expect(field.project()).toHaveDisplayValue('Select a project type');
  });

  it('adds what brought the visitor, as this tab noted it on arrival, on its own line before the send time', async () => {
    sessionStorage.setItem(
      LEAD_SOURCE_KEY,
      JSON.stringify({
        kind: 'campaign',
        name: 'Instagram',
        medium: 'bio',
        campaign: 'lancamento-2026',
        landing: '/en/post/web-2030-vision',
      }),
    );
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    await advance(1500);
    const line = notedSourceLine(c.source)!;
    expect(textOf(chat.visits[0].href)).toBe(buildContactMessage(TYPED, props.chat, SENT, props.siteUrl, [line]));
    expect(line.text).toContain('Instagram');
  });

  it('sends what the fields hold, even values set before its scripts ran (no input events)', async () => {
    setup();
    field.name().setAttribute('value', 'x'); // attributes are not values: only what the fields hold counts
    (field.name() as HTMLInputElement).value = 'Bia Lima';
    (field.email() as HTMLInputElement).value = 'bia@lima.dev';
    (field.project() as HTMLSelectElement).value = 'other';
    (field.budget() as HTMLSelectElement).value = 'more-than-20k';
    (field.message() as HTMLTextAreaElement).value = 'Oi!';
    act(() => submit().closest('form')!.requestSubmit());
    await advance(1500);
    const values = { name: 'Bia Lima', email: 'bia@lima.dev', project: 'other', budget: 'more-than-20k', message: 'Oi!' };
    expect(textOf(chat.visits[0].href)).toBe(buildContactMessage(values, props.chat, SENT, props.siteUrl));
  });

  it('opens one chat on a double click, even with both submits fired before the form re-renders', async () => {
    const user = setup();
    await fillValid(user);
    const form = submit().closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await advance(1500);
    expect(open).toHaveBeenCalledTimes(1);
    expect(chat.visits).toHaveLength(1);
  });

  it('editing during success returns to idle and keeps what the visitor types', async () => {
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    await advance(1500);
    expect(screen.getByRole('status')).toHaveTextContent('Message Sent!');

    await user.type(field.name(), '!');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(submit()).toHaveTextContent('Send Message');
    await advance(3000);
    expect(field.name()).toHaveValue('  Ana Souza !');
  });

  it('keeps the message behind a link when the browser blocks the tab, until the visitor acts', async () => {
    open.mockImplementation(() => null);
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    await advance(1500);
    expect(screen.getByRole('alert')).toHaveTextContent(c.form.errorBlocked);
    const link = screen.getByRole('link', { name: /Open the chat here/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain(TYPED.message);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await advance(5000);
    expect(screen.getByRole('alert')).toHaveTextContent(c.form.errorBlocked);
    expect(field.message()).toHaveValue(TYPED.message);

    open.mockImplementation(() => chat.tab);
    await user.click(submit());
    await advance(1500);
    expect(chat.visits).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Message Sent!');
  });

  it('shows the error banner, logs a warning and closes the blank tab when building the chat throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<ContactForm {...props} siteUrl="not a URL" />);
    await fillValid(user);
    await user.click(submit());
    await advance(1500);
    expect(screen.getByRole('alert')).toHaveTextContent('WhatsApp could not be opened just now.');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(chat.state.close).toHaveBeenCalledTimes(1);
    expect(chat.visits).toEqual([]);
    for (const control of allFields()) expect(control).toBeEnabled();
  });

  it('when the send time cannot be formatted, the error banner offers the chat with the message as typed', async () => {
    const restoreDateFormat = breakDateFormat();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    await advance(1500);
    restoreDateFormat();

    expect(screen.getByRole('alert')).toHaveTextContent('WhatsApp could not be opened just now.');
    const link = screen.getByRole('link', { name: /Open the chat with what you wrote/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5511987654321\?text=/));
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(textOf(link.getAttribute('href'))).toBe(draftContactMessage(TYPED, props.chat, props.siteUrl));
    expect(chat.state.close).toHaveBeenCalledTimes(1);
  });

  it('should the form itself fail, what the visitor typed stays, ready to send through WhatsApp, and the page goes on', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(
      <>
        <ContactForm {...props} />
        <a href="#services">Services</a>
      </>,
    );
    await fillValid(user);
    // Any failure while the form renders or runs an effect; here the sending wait cannot be set.
    const realSetTimeout = window.setTimeout;
    jest.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (ms === 1500) throw new Error('timers broke');
      return realSetTimeout(handler, ms, ...rest);
    }) as typeof window.setTimeout);
    await user.click(submit());

    expect(screen.queryByRole('button', { name: /Send Message|Sending Message/ })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The form stopped working on this page, but what you wrote is still here.');
    const draft = screen.getByRole('textbox', { name: 'Your message' });
    // The chat message the form would have sent, less its send time.
    expect(draft).toHaveValue(VALID_MESSAGE.filter((line) => !line.startsWith('*Sent:*')).join('\n'));
    // The blank tab asked for within the tap does not stay behind.
    expect(chat.state.close).toHaveBeenCalledTimes(1);

    await user.type(draft, ' Prazo: abril.');
    const send = screen.getByRole('link', { name: /Send through WhatsApp/ });
    expect(send).toHaveAttribute('target', '_blank');
    expect(send).toHaveAttribute('rel', 'noopener noreferrer');
    expect(textOf(send.getAttribute('href'))).toBe((draft as HTMLTextAreaElement).value);
    expect(textOf(send.getAttribute('href'))).toMatch(/Prazo: abril\.$/);
    expect(screen.getByRole('link', { name: 'Services' })).toBeInTheDocument();
  });

  it('renders hostile text as text, never as markup', async () => {
    const user = setup();
    await user.type(field.message(), '<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(field.message()).toHaveValue('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(document.querySelector('form img, form script')).toBeNull();
  });
});
