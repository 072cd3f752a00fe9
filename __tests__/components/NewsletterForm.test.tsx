import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/journal/NewsletterForm';
import en from '@/messages/en.json';

const n = en.Newsletter;
const labels = {
  email: n.emailLabel,
  placeholder: n.placeholder,
  subscribe: n.subscribe,
  note: n.note,
  closedNote: n.closedNote,
  privacy: en.Privacy.link,
  newTab: n.newTab,
  notOpen: n.notOpen,
};

afterEach(() => jest.restoreAllMocks());

describe('NewsletterForm without a provider', () => {
  it("has a required, labelled email field described by the specification's note and the line saying the list is not open", () => {
    render(<NewsletterForm action={null} labels={labels} privacyHref="/en/privacy" />);
    const email = screen.getByRole('textbox', { name: 'Your best email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription(
      'No spam. Unsubscribe anytime. Privacy policy The list is not open yet: for now, nothing you type here is sent or stored.',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
  });

  it('has nowhere to send the address: no action, and the dialog method, whose submission outside a dialog does nothing', () => {
    const { container } = render(<NewsletterForm action={null} labels={labels} privacyHref="/en/privacy" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).not.toHaveAttribute('action');
    expect(form).not.toHaveAttribute('target');
    expect(form.closest('dialog')).toBeNull();
  });

  it('sends nothing, logs one info line and says so politely', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    const submit = jest.fn();
    render(
      <div onSubmit={submit}>
        <NewsletterForm action={null} labels={labels} privacyHref="/en/privacy" />
      </div>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your best email' }), 'ana@empresa.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('status')).toHaveTextContent('nothing was sent');
    expect(submit.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(info).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('clears the message when the visitor edits the address', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<NewsletterForm action={null} labels={labels} privacyHref="/en/privacy" />);
    const email = screen.getByRole('textbox', { name: 'Your best email' });
    await userEvent.type(email, 'ana@empresa.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.type(email, 'x');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('NewsletterForm with a provider form action', () => {
  it('lets the provider receive the address: the submit is not stopped', async () => {
    // Records whether the form stopped its own submission, then stops it (jsdom cannot navigate).
    const submit = jest.fn((event: { defaultPrevented: boolean; preventDefault: () => void }) => {
      const stopped = event.defaultPrevented;
      event.preventDefault();
      return stopped;
    });
    render(
      <div onSubmit={submit}>
        <NewsletterForm action="https://news.example.com/subscribe" labels={labels} privacyHref="/en/privacy" />
      </div>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your best email' }), 'ana@empresa.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe (opens in a new tab)' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.results[0].value).toBe(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is a standard POST to the provider in a new tab', () => {
    const { container } = render(<NewsletterForm action="https://news.example.com/subscribe" labels={labels} privacyHref="/en/privacy" />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', 'https://news.example.com/subscribe');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Subscribe (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your best email' })).toHaveAccessibleDescription(
      'No spam. Unsubscribe anytime. Privacy policy',
    );
    expect(screen.queryByText(en.Newsletter.closedNote)).toBeNull();
  });
});
