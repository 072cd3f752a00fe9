import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatButton } from '@/components/partnership/ChatButton';
import { replaceAddress } from '@/lib/addressBar';
import { LEAD_SOURCE_KEY } from '@/lib/leadSource';
import { withSimulation } from '@/lib/simulationUrl';
import { breakDateFormat } from '../brokenDateFormat';
import { fakeTab } from '../fakeTab';
import { CHAT } from '../partnershipFixture';

const textOf = (url: string | null) => new URL(url ?? '').searchParams.get('text') ?? '';

describe('ChatButton', () => {
  let open: jest.SpyInstance;
  let chat: ReturnType<typeof fakeTab>;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-03-15T01:15:00Z') });
    chat = fakeTab();
    open = jest.spyOn(window, 'open').mockImplementation(() => chat.tab);
  });

  afterEach(() => {
    open.mockRestore();
    jest.useRealTimers();
  });

  const render800 = () => {
    render(<ChatButton placement="pilot" chat={CHAT} label="Reservar um slot" busyLabel="Abrindo conversa..." />);
    return screen.getByRole('link', { name: 'Reservar um slot' });
  };

  it('is a link that opens the chat in a new tab with no script, without opener or referrer', () => {
    const link = render800();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const text = textOf(link.getAttribute('href'));
    expect(text).toMatch(/^\*Parceria para Agências\*/);
    // No script, no clock: the HTML link carries no date, and the site's own host.
    expect(text).not.toMatch(/\nData:/);
    expect(text).toMatch(/\nVia: rafaelmoreira\.com\.br\/partnership$/);
  });

  // How the tab is opened and sent (no opener, no referrer) is chatTab.test.ts's.
  it('asks for the tab within the tap, is busy for 800 ms, then sends the tab to the dated chat', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const link = render800();

    await user.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    expect(chat.state.document.body.textContent).toBe('Abrindo conversa...');
    expect(link).toHaveTextContent('Abrindo conversa...');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('aria-busy', 'true');
    await user.click(link);
    await user.click(link);

    act(() => jest.advanceTimersByTime(799));
    expect(chat.visits).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(chat.visits).toHaveLength(1);
    const text = textOf(chat.visits[0].href);
    expect(text).toMatch(/^\*Parceria para Agências\*/);
    expect(text).toMatch(/\nData: 14\/03\/2025,? 22:15 \(horário de Brasília\)\n/);
    expect(text).toMatch(/\nVia: localhost\/partnership$/);
    // The simulator untouched, the message carries no scenario.
    expect(text).not.toMatch(/Simulação/);

    expect(link).toHaveTextContent('Reservar um slot');
    expect(link).not.toHaveAttribute('aria-disabled');
  });

  it('carries the simulation the visitor set last, even one the address bar has not caught up with yet', async () => {
    window.history.replaceState(null, '', '/partnership');
    const simulation = (projects: number) => () =>
      withSimulation(window.location.href, { price: 997, projects, maintenanceFee: 99 }, CHAT.offer);
    replaceAddress(simulation(5));
    replaceAddress(simulation(8)); // Within the pause between two writes to the address bar.
    expect(window.location.search).toBe('?preco=997&projetos=5&manutencao=99');

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(render800());
    act(() => jest.advanceTimersByTime(800));
    expect(textOf(chat.visits[0].href)).toMatch(/\nSimulação: R\$\s997 por landing, 8 por mês,/);
    window.history.replaceState(null, '', '/');
  });

  it('adds what brought the visitor, as this tab noted it, before the date', async () => {
    sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify({ kind: 'campaign', name: 'agencia-nova', landing: '/partnership' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(render800());
    act(() => jest.advanceTimersByTime(800));
    sessionStorage.clear();
    expect(textOf(chat.visits[0].href)).toMatch(/\n\nFonte: agencia-nova · entrou por \/partnership\nData: 14\/03\/2025,? 22:15 /);
  });

  it('leaves a blocked tab to the link itself, which a browser opens for a tap', () => {
    open.mockImplementation(() => null);
    const link = render800();
    const followed = fireEvent.click(link);
    expect(followed).toBe(true);
    expect(link).not.toHaveAttribute('aria-busy');
  });

  it('leaves a click that asks for a new tab or window to the browser', () => {
    const link = render800();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('still opens the chat, with the plain message, when the dated one cannot be built, and takes a tap again', async () => {
    const restoreDateFormat = breakDateFormat();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const link = render800();

    await user.click(link);
    act(() => jest.advanceTimersByTime(800));
    expect(chat.visits).toHaveLength(1);
    expect(chat.visits[0].href).toBe(link.getAttribute('href'));
    expect(textOf(chat.visits[0].href)).toMatch(/^\*Parceria para Agências\*/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(link).toHaveTextContent('Reservar um slot');
    expect(link).not.toHaveAttribute('aria-busy');

    await user.click(link);
    expect(open).toHaveBeenCalledTimes(2);
    restoreDateFormat();
    warn.mockRestore();
  });
});
