import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/ContactForm';
import pt from '@/messages/pt.json';
import { contactFormProps } from '../contactFormProps';
import { fakeTab } from '../fakeTab';

// The contact form at the end of a case page: the case's project type already chosen in the HTML,
// and the case named in the chat.
const c = pt.Contact;
const props = {
  ...contactFormProps(pt),
  inquiry: { project: 'seo-architecture', reference: { kind: 'reference', label: 'Referência', text: 'case Protecta Seguros' } as const },
};
const project = () => screen.getByRole('combobox', { name: /^Tipo de projeto/ });

let chat: ReturnType<typeof fakeTab>;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-03-14T13:30:00Z') });
  chat = fakeTab();
  jest.spyOn(window, 'open').mockImplementation(() => chat.tab);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@studio.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Investimento/ }), '5k-10k');
  await user.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Quero um assim');
  await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
  await act(() => jest.advanceTimersByTime(1500));
  expect(chat.visits).toHaveLength(1);
  return new URL(chat.visits[0].href).searchParams.get('text') ?? '';
}

describe('ContactForm on a case page', () => {
  it('comes with the case project type chosen in its markup, before any script', () => {
    const { container } = render(<ContactForm {...props} />);
    expect(project()).toHaveDisplayValue(c.projects['seo-architecture']);
    expect(container.querySelector('option[value="seo-architecture"]')).toHaveProperty('defaultSelected', true);
  });

  it('sends the case reference line with the type the visitor chose instead, which wins', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<ContactForm {...props} />);
    await user.selectOptions(project(), 'brand-identity');
    const text = await send(user);
    expect(text).toContain(`*Projeto:* ${c.projects['brand-identity']}`);
    expect(text).toContain('*Referência:* case Protecta Seguros');
  });
});
