import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/journal/NewsletterForm';
import en from '@/messages/en.json';

const labels = {
  email: en.Newsletter.emailLabel,
  placeholder: en.Newsletter.placeholder,
  subscribe: en.Newsletter.subscribe,
  note: en.Newsletter.note,
  newTab: en.Newsletter.newTab,
  notOpen: en.Newsletter.notOpen,
};

afterEach(() => jest.restoreAllMocks());

describe('NewsletterForm without a provider', () => {
  it('has a required, labelled email field described by the no-spam note', () => {
    render(<NewsletterForm action={null} labels={labels} />);
    const email = screen.getByRole('textbox', { name: 'Your best email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription('No spam. Unsubscribe anytime.');
  });

  it('sends nothing, logs one info line and says so politely', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    const submit = jest.fn();
    render(
      <div onSubmit={submit}>
        <NewsletterForm action={null} labels={labels} />
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
    render(<NewsletterForm action={null} labels={labels} />);
    const email = screen.getByRole('textbox', { name: 'Your best email' });
    await userEvent.type(email, 'ana@empresa.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.type(email, 'x');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('NewsletterForm with a provider form action', () => {
  it('is a standard POST to the provider in a new tab', () => {
    const { container } = render(<NewsletterForm action="https://news.example.com/subscribe" labels={labels} />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', 'https://news.example.com/subscribe');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Subscribe (opens in a new tab)' })).toBeInTheDocument();
  });
});
