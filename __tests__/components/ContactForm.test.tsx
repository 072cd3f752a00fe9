import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/ContactForm';
import { BUDGETS, PROJECT_TYPES } from '@/lib/contact';
import en from '@/messages/en.json';

const c = en.Contact;
const props = {
  phone: '+55 11 98765-4321',
  siteUrl: 'https://rafaelmoreira.com.br',
  labels: { ...c.form, newTab: c.newTab },
  projects: PROJECT_TYPES.map((value) => ({ value, label: c.projects[value] })),
  budgets: BUDGETS.map((value) => ({ value, label: c.budgets[value] })),
  chat: { ...c.chat, projects: c.projects, budgets: c.budgets },
};
const SENT = new Date('2025-03-14T13:30:00Z');

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

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<ContactForm {...props} />);
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), '  Ana Souza ');
  await user.type(field.email(), 'ana@studio.com');
  await user.selectOptions(field.project(), 'interactive-portfolio');
  await user.selectOptions(field.budget(), '1k-5k');
  await user.type(field.message(), 'Tom & Jerry #1? 100%');
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: SENT });
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => {
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

  it('counts whitespace-only fields as missing and marks only those', async () => {
    const user = setup();
    await fillValid(user);
    await user.clear(field.email());
    await user.type(field.email(), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.email()).toHaveFocus();
  });

  it('returns to idle when a field is edited or an option chosen during the error', async () => {
    const user = setup();
    await user.click(submit());
    await user.selectOptions(field.budget(), '5k-10k');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    for (const control of allFields()) expect(control).not.toHaveAttribute('aria-invalid');
  });

  it('sends: disabled while sending, one chat after 1.5 s, success, cleared after 3 s', async () => {
    const user = setup();
    await fillValid(user);
    await user.click(submit());

    expect(submit()).toHaveTextContent('Sending Message...');
    expect(submit()).toBeDisabled();
    for (const control of allFields()) expect(control).toBeDisabled();
    await advance(1499);
    expect(open).not.toHaveBeenCalled();

    await advance(1);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
    expect(url).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(new URL(url).searchParams.get('text')).toBe(
      [
        '*New project inquiry*',
        '',
        '*Name:* Ana Souza',
        '*Email:* ana@studio.com',
        '*Project:* Interactive portfolio',
        '*Budget:* $1,000 – 5,000',
        '',
        '*Message:*',
        'Tom & Jerry #1? 100%',
        '',
        '*Sent:* Mar 14, 2025, 10:30 AM (Brazil Time)',
        '*Sent from:* rafaelmoreira.com.br',
      ].join('\n'),
    );
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
  });

  it('opens one chat on a double click', async () => {
    const user = setup();
    await fillValid(user);
    await user.dblClick(submit());
    await advance(1500);
    await advance(3000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('ignores submit events fired before the form re-renders', async () => {
    const user = setup();
    await fillValid(user);
    const form = submit().closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await advance(1500);
    expect(open).toHaveBeenCalledTimes(1);
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

  it('shows the error banner and logs a warning when opening the chat throws', async () => {
    open.mockImplementation(() => {
      throw new Error('blocked');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    await advance(1500);
    expect(screen.getByRole('alert')).toHaveTextContent('WhatsApp could not be opened just now.');
    expect(warn).toHaveBeenCalledTimes(1);
    for (const control of allFields()) expect(control).toBeEnabled();

    open.mockImplementation(() => null);
    await user.click(submit());
    await advance(1500);
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Message Sent!');
  });

  it('renders hostile text as text, never as markup', async () => {
    const user = setup();
    await user.type(field.message(), '<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(field.message()).toHaveValue('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(document.querySelector('form img, form script')).toBeNull();
  });
});
