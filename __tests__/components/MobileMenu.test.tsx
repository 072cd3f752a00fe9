import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/layout/MobileMenu';

const props = {
  links: [
    { href: '/#about', label: 'Sobre' },
    { href: '/#contact', label: 'Contato' },
  ],
  partnership: { href: '/partnership', label: 'Parceria' },
  cta: { href: '/#contact', label: 'Iniciar projeto' },
  labels: { open: 'Abrir menu', close: 'Fechar menu', title: 'Menu', footer: 'arquiteto digital' },
};

let desktopListeners: Array<() => void> = [];
let desktop = false;

beforeEach(() => {
  desktop = false;
  desktopListeners = [];
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      return query.includes('min-width') ? desktop : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => desktopListeners.push(listener),
    removeEventListener: jest.fn(),
  }));
});

async function openMenu() {
  const user = userEvent.setup();
  render(<MobileMenu {...props} />);
  const opener = screen.getByRole('button', { name: 'Abrir menu' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, opener, dialog };
}

describe('MobileMenu', () => {
  it('opens a modal dialog, moves focus in and locks page scroll', async () => {
    const { dialog, opener } = await openMenu();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByText('arquiteto digital')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openMenu();
    const close = screen.getByRole('button', { name: 'Fechar menu' });
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Iniciar projeto' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener, unlocking scroll', async () => {
    const { user, opener } = await openMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with the close button', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on the backdrop', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByTestId('menu-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a link is chosen', async () => {
    const { user } = await openMenu();
    screen.getByRole('link', { name: 'Parceria' }).addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Parceria' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the viewport reaches 768 px', async () => {
    await openMenu();
    desktop = true;
    act(() => desktopListeners.forEach((listener) => listener()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
