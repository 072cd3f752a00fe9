import { useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfitSimulator } from '@/components/partnership/ProfitSimulator';
import { simulatorCopy } from '@/components/partnership/SimulatorSection';
import { partnershipCopy, partnershipMessages as copy } from '../partnershipCopy';
import { OFFER } from '../partnershipFixture';
import { capReplaceStateLikeWebKit } from '../webkitHistoryCap';

/** The island's props as the server section translates them, with fixed numbers (the owner's may change). */
const island = { ...simulatorCopy(partnershipCopy), offer: OFFER };

const text = (value: string | null) => (value ?? '').replace(/\s/g, ' ');

/** Runs `steps` with React scheduling as a browser does (not flushed by `act`), to see what renders in which task. */
async function withoutAct(steps: () => Promise<void>) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await steps();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

function renderSimulator(flags: { showPresets?: boolean; showMaintenanceToggle?: boolean } = {}) {
  render(
    <ProfitSimulator {...island} showPresets={flags.showPresets ?? false} showMaintenanceToggle={flags.showMaintenanceToggle ?? false} />,
  );
  return {
    price: screen.getByLabelText(copy.simulator.price) as HTMLInputElement,
    projects: screen.getByRole('slider', { name: copy.simulator.projects }) as HTMLInputElement,
    fee: screen.getByLabelText(copy.simulator.fee) as HTMLInputElement,
    perProject: () => text(screen.getByRole('status', { name: copy.simulator.perProject }).textContent),
    monthly: () => text(screen.getByRole('status', { name: copy.simulator.monthly }).textContent),
    times: () => text(screen.getByRole('status', { name: copy.simulator.multiplier }).textContent),
    chartRows: () =>
      within(screen.getByRole('table', { name: copy.chart.tableCaption }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => text(row.textContent)),
  };
}

describe('ProfitSimulator', () => {
  // The simulator writes its numbers into the URL, which jsdom keeps from one test to the next.
  beforeEach(() => window.history.replaceState(null, '', '/partnership'));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    document.body.replaceChildren(); // What the hydration tests appended by hand.
  });

  it('starts from the defaults: R$ 1.198 per project, R$ 6.485 a month, 5.0x', () => {
    const ui = renderSimulator();
    expect(ui.price).toHaveValue(1497);
    expect(ui.price).toHaveAttribute('min', '0');
    expect(ui.projects).toHaveValue('5');
    expect(ui.projects).toHaveAttribute('aria-valuetext', '5 projetos');
    expect(ui.fee).toHaveValue(99);
    expect(ui.fee).toBeEnabled();
    expect(ui.perProject()).toBe('R$ 1.198');
    expect(ui.monthly()).toBe('R$ 6.485');
    expect(ui.times()).toBe('5.0x');
    expect(ui.chartRows()).toHaveLength(12);
    expect(ui.chartRows()[0]).toBe('1R$ 1.297');
    expect(ui.chartRows()[11]).toBe('12R$ 15.564');
    expect(screen.getByRole('img', { name: copy.chart.title })).toHaveAccessibleDescription(
      /R\$\s1\.297 com 1 projeto até R\$\s15\.564 com 12 projetos/,
    );
  });

  it('recomputes results and chart as price, projects and fee change', async () => {
    const user = userEvent.setup();
    const ui = renderSimulator();
    await user.clear(ui.price);
    await user.type(ui.price, '997');
    expect(ui.perProject()).toBe('R$ 698');
    expect(ui.times()).toBe('3.3x');
    fireEvent.change(ui.projects, { target: { value: '10' } });
    expect(ui.projects).toHaveAttribute('aria-valuetext', '10 projetos');
    expect(ui.monthly()).toBe('R$ 7.970');
    await user.clear(ui.fee);
    expect(ui.monthly()).toBe('R$ 6.980');
    expect(ui.chartRows()[0]).toBe('1R$ 698');
  });

  it('shows the number it used once the price field is left', () => {
    const ui = renderSimulator();
    fireEvent.change(ui.price, { target: { value: '-40' } });
    fireEvent.blur(ui.price);
    expect(ui.price).toHaveValue(0);
    fireEvent.change(ui.price, { target: { value: '1e9' } });
    fireEvent.blur(ui.price);
    expect(ui.price).toHaveValue(1_000_000);
  });

  it('keeps the preset cards and the maintenance checkbox out while their switches are off', () => {
    renderSimulator();
    expect(screen.queryByRole('group', { name: copy.simulator.presetsLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sets the price from a preset card when presets are switched on', async () => {
    const user = userEvent.setup();
    const ui = renderSimulator({ showPresets: true });
    const presets = within(screen.getByRole('group', { name: copy.simulator.presetsLabel })).getAllByRole('button');
    expect(presets.map((button) => text(button.textContent))).toEqual(['EssencialR$ 997', 'ProfissionalR$ 1.497', 'PremiumR$ 1.997']);
    expect(presets[1]).toHaveAttribute('aria-pressed', 'true');
    await user.click(presets[2]);
    expect(ui.price).toHaveValue(1997);
    expect(presets[2]).toHaveAttribute('aria-pressed', 'true');
    expect(ui.perProject()).toBe('R$ 1.698');
  });

  it('drops the fee and disables its field when maintenance is unticked', async () => {
    const user = userEvent.setup();
    const ui = renderSimulator({ showMaintenanceToggle: true });
    const toggle = screen.getByRole('checkbox', { name: copy.simulator.maintenance });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(ui.fee).toBeDisabled();
    expect(ui.monthly()).toBe('R$ 5.990');
  });

  it('starts from what its inputs hold when its script runs, not from the defaults', async () => {
    const element = <ProfitSimulator {...island} showPresets={false} showMaintenanceToggle />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // A visitor on a slow connection changed the inputs of the server HTML before hydration.
    const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    input('price').value = '997';
    input('projects').value = '20';
    input('maintenance').checked = false;

    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(text(screen.getByRole('status', { name: copy.simulator.perProject }).textContent)).toBe('R$ 698');
    expect(text(screen.getByRole('status', { name: copy.simulator.monthly }).textContent)).toBe('R$ 13.960');
    expect(input('price')).toHaveValue(997);
    expect(input('projects')).toHaveValue('20');
    expect(input('fee')).toBeDisabled();
  });

  // A state set while hydration commits is rendered in the same task, and React first runs every island's effects
  // there: on a phone that made the partnership's hydration its longest task after the framework's own. So when
  // nothing was typed, hydration commits and ends its task; the copy button is enabled in a render of its own, later.
  it('hydrates, when nothing was typed, without a render in the same task, then lets the link be copied', async () => {
    // Read once the hydration's task has run to its end: a microtask queued as it commits.
    const atTaskEnd: boolean[] = [];
    function Probe() {
      useLayoutEffect(
        () => queueMicrotask(() => atTaskEnd.push(document.querySelector('.sim-share-button')!.hasAttribute('disabled'))),
        [],
      );
      return null;
    }
    const element = (
      <>
        <ProfitSimulator {...island} showPresets={false} showMaintenanceToggle />
        <Probe />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    try {
      await withoutAct(async () => {
        hydrateRoot(container, element);
        await waitFor(() => expect(within(container).getByRole('button', { name: copy.simulator.copyLink })).toBeEnabled());
      });
      expect(atTaskEnd).toEqual([true]);
      expect(errors).not.toHaveBeenCalled(); // hydrated, not rendered anew
    } finally {
      errors.mockRestore();
    }
  });

  // A slider step or a typed digit on a phone: the field answers in the event's own render, and the results and the
  // chart, most of the work, in a render of their own after it, which the browser can paint between.
  it('answers a slider step in the field at once and in the results in a render of their own', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await withoutAct(async () => {
      root.render(<ProfitSimulator {...island} showPresets={false} showMaintenanceToggle={false} />);
      await waitFor(() => expect(within(container).getByRole('button', { name: copy.simulator.copyLink })).toBeEnabled());
      const slider = within(container).getByRole('slider', { name: copy.simulator.projects }) as HTMLInputElement;
      const monthly = () => text(within(container).getByRole('status', { name: copy.simulator.monthly }).textContent);
      expect(monthly()).toBe('R$ 6.485');

      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, '10');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve(); // The event's own render, flushed in a microtask.
      expect(slider).toHaveAttribute('aria-valuetext', '10 projetos');
      expect(monthly()).toBe('R$ 6.485');
      await waitFor(() => expect(monthly()).toBe('R$ 12.970'));
      root.unmount();
    });
  });

  it('restores a simulation from the URL and keeps the URL in step, with no new history entry', async () => {
    window.history.replaceState(null, '', '/partnership?preco=997&projetos=8&manutencao=150#simulador');
    const length = window.history.length;
    const ui = renderSimulator();
    expect(ui.price).toHaveValue(997);
    expect(ui.projects).toHaveValue('8');
    expect(ui.fee).toHaveValue(150);
    expect(ui.monthly()).toBe('R$ 6.784');

    fireEvent.change(ui.price, { target: { value: '1200' } });
    await waitFor(() => expect(window.location.search).toBe('?preco=1200&projetos=8&manutencao=150'));
    expect(window.location.hash).toBe('#simulador');
    fireEvent.change(ui.price, { target: { value: '1497' } });
    fireEvent.change(ui.projects, { target: { value: '5' } });
    fireEvent.change(ui.fee, { target: { value: '99' } });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBe(length);
  });

  it('keeps answering through 150 slider steps in a row where the browser refuses history calls past 100, as WebKit does', async () => {
    const writes = capReplaceStateLikeWebKit();
    try {
      const ui = renderSimulator();
      for (let step = 0; step < 150; step += 1) fireEvent.change(ui.projects, { target: { value: String((step % 20) + 1) } });
      fireEvent.change(ui.projects, { target: { value: '8' } });
      expect(ui.monthly()).toBe('R$ 10.376');
      await waitFor(() => expect(window.location.search).toBe('?preco=1497&projetos=8&manutencao=99'));
      expect(writes.length).toBeLessThan(10);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('lets what a visitor typed before its script ran win over the URL', async () => {
    window.history.replaceState(null, '', '/partnership?preco=1997&projetos=2&manutencao=10');
    const element = <ProfitSimulator {...island} showPresets={false} showMaintenanceToggle={false} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="price"]')!.value = '997';
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(text(screen.getByRole('status', { name: copy.simulator.monthly }).textContent)).toBe('R$ 3.985');
    await waitFor(() => expect(window.location.search).toBe('?preco=997&projetos=5&manutencao=99'));
  });

  it('copies the absolute simulation link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const ui = renderSimulator();
    fireEvent.change(ui.projects, { target: { value: '7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: copy.simulator.copyLink }));
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost/partnership?preco=1497&projetos=7&manutencao=99');
    expect(screen.getByText(copy.simulator.copied)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: copy.simulator.linkLabel })).toBeNull();

    fireEvent.change(ui.projects, { target: { value: '8' } });
    expect(screen.queryByText(copy.simulator.copied)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['refused', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }],
  ])('shows the link selected in a read-only field when the Clipboard API is %s', async (_, clipboard) => {
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    const ui = renderSimulator();
    fireEvent.change(ui.price, { target: { value: '997' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: copy.simulator.copyLink }));
    });
    const link = screen.getByRole('textbox', { name: copy.simulator.linkLabel }) as HTMLInputElement;
    expect(link).toHaveValue('http://localhost/partnership?preco=997&projetos=5&manutencao=99');
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(copy.simulator.linkHint);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
    expect(screen.getByText(copy.simulator.copyFailed)).toHaveAttribute('role', 'status');
  });
});
