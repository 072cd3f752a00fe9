import { renderToStaticMarkup } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/layout/MobileMenu';
import { setMedia } from '../media';

const props = {
  links: [
    { href: '/#about', label: 'Sobre' },
    { href: '/#contact', label: 'Contato' },
  ],
  partnership: { href: '/partnership', label: 'Parceria' },
  cta: { href: '/#contact', label: 'Iniciar projeto' },
  labels: { open: 'Abrir menu', close: 'Fechar menu', title: 'Menu', footer: 'arquiteto digital', theme: 'Tema claro' },
};

beforeEach(() => {
  setMedia(() => false);
});

/** jsdom has no Popover API: the browser's part (showing, hiding, Escape, light dismiss) is covered end to end. */
function toggle(panel: HTMLElement, type: 'beforetoggle' | 'toggle', newState: 'open' | 'closed') {
  const event = new Event(type);
  Object.assign(event, { oldState: newState === 'open' ? 'closed' : 'open', newState });
  act(() => {
    fireEvent(panel, event);
  });
}

function setup() {
  render(<MobileMenu {...props} />);
  const opener = screen.getByRole('button', { name: 'Abrir menu', hidden: true });
  const panel = document.getElementById(opener.getAttribute('popovertarget')!)!;
  return { panel, opener };
}

describe('MobileMenu', () => {
  it('is a popover the button opens with no script, exposed as a modal dialog', () => {
    const { panel, opener } = setup();
    expect(panel.id).not.toBe('');
    expect(opener).toHaveAttribute('popovertarget', panel.id);
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveAccessibleName('Menu');
    const close = screen.getByRole('button', { name: 'Fechar menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', panel.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    // The HTML (rendered on the server) names it for the browser's own focusing when the popover opens.
    expect(renderToStaticMarkup(<MobileMenu {...props} />)).toMatch(/<button[^>]*class="menu-close"[^>]*autofocus=""/);
    expect(panel).toHaveTextContent('arquiteto digital');
    const links = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/#about', '/#contact', '/partnership', '/#contact']);
  });

  it('locks page scroll while open and unlocks it when it closes', () => {
    const { panel } = setup();
    toggle(panel, 'beforetoggle', 'open');
    expect(document.documentElement.style.overflow).toBe('hidden');
    toggle(panel, 'beforetoggle', 'closed');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', async () => {
    setup();
    const user = userEvent.setup();
    const close = screen.getByRole('button', { name: 'Fechar menu', hidden: true });
    close.focus();
    await user.tab({ shift: true });
    // The last stop is the theme switch at the menu's foot.
    expect(screen.getByRole('button', { name: 'Tema claro', hidden: true })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('moves focus to the close button when it opens, and says the button is expanded', () => {
    const { panel, opener } = setup();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    toggle(panel, 'toggle', 'open');
    expect(screen.getByRole('button', { name: 'Fechar menu', hidden: true })).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    toggle(panel, 'toggle', 'closed');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('returns focus to the button after a tap outside, which leaves it nowhere', () => {
    const { panel, opener } = setup();
    (document.activeElement as HTMLElement | null)?.blur();
    toggle(panel, 'toggle', 'closed');
    expect(opener).toHaveFocus();
  });

  it('leaves focus where the browser put it otherwise (Escape and the close button return it themselves)', () => {
    const { panel } = setup();
    const link = screen.getByRole('link', { name: 'Parceria', hidden: true });
    link.focus();
    toggle(panel, 'toggle', 'closed');
    expect(link).toHaveFocus();
  });
});
