import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { IslandBoundary, island } from '@/components/ui/IslandBoundary';

/** An island that works until `broken` is set, then throws from an effect (or while rendering). */
function Fragile({ broken, during = 'effect' }: { broken: boolean; during?: 'effect' | 'render' }) {
  if (broken && during === 'render') throw new Error('render broke');
  useEffect(() => {
    if (broken) throw new Error('effect broke');
  }, [broken]);
  return <button type="button">live control</button>;
}

/** The rest of the page: a counter that must keep answering after an island failed. */
function Rest() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      rest {count}
    </button>
  );
}

let logged: jest.SpyInstance;
beforeEach(() => {
  // React logs every error a boundary catches; that log is the owner's trace, kept quiet here.
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('IslandBoundary', () => {
  it.each(['effect', 'render'] as const)(
    'an island that throws during its %s gives way to its fallback; the page goes on',
    async (during) => {
      const page = (broken: boolean) => (
        <>
          <IslandBoundary fallback={<a href="https://wa.me/5511987654321">plain link</a>}>
            <Fragile broken={broken} during={during} />
          </IslandBoundary>
          <Rest />
        </>
      );
      const { rerender } = render(page(false));
      expect(screen.getByRole('button', { name: 'live control' })).toBeInTheDocument();

      rerender(page(true));
      expect(screen.queryByRole('button', { name: 'live control' })).toBeNull();
      expect(screen.getByRole('link', { name: 'plain link' })).toHaveAttribute('href', 'https://wa.me/5511987654321');
      await userEvent.click(screen.getByRole('button', { name: 'rest 0' }));
      expect(screen.getByRole('button', { name: 'rest 1' })).toBeInTheDocument();
      expect(logged).toHaveBeenCalled();
    },
  );

  it('without a fallback the island leaves nothing behind, and the page goes on', () => {
    const Guarded = island(Fragile);
    const page = (broken: boolean) => (
      <main>
        <Guarded broken={broken} />
        <Rest />
      </main>
    );
    const { rerender, container } = render(page(false));
    rerender(page(true));
    expect(container.querySelector('main')?.children).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'rest 0' })).toBeInTheDocument();
  });

  it('island(Live, Fallback) hands the fallback the same props', () => {
    const Guarded = island(Fragile, ({ broken }: { broken: boolean }) => <p>still here ({String(broken)})</p>);
    const { rerender } = render(<Guarded broken={false} />);
    rerender(<Guarded broken />);
    expect(screen.getByText('still here (true)')).toBeInTheDocument();
  });

  it('keeps what the visitor typed, read from the fields before they go, for the fallback', async () => {
    function Form({ broken }: { broken: boolean }) {
      const field = useRef<HTMLInputElement>(null);
      return (
        <IslandBoundary<string> keep={() => field.current?.value ?? null} fallback={(kept) => <p>kept: {kept}</p>}>
          <label>
            Name
            <input ref={field} />
          </label>
          <Fragile broken={broken} />
        </IslandBoundary>
      );
    }
    const { rerender } = render(<Form broken={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana Souza');

    act(() => rerender(<Form broken />));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('kept: Ana Souza')).toBeInTheDocument();
  });

  it('a fallback for kept input shows even when nothing could be kept', () => {
    const keep = () => {
      throw new Error('the fields are gone too');
    };
    const page = (broken: boolean) => (
      <IslandBoundary<string> keep={keep} fallback={(kept) => <p>kept: {kept ?? 'nothing'}</p>}>
        <Fragile broken={broken} />
      </IslandBoundary>
    );
    const { rerender } = render(page(false));
    rerender(page(true));
    expect(screen.getByText('kept: nothing')).toBeInTheDocument();
  });
});
