import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatButton } from '@/components/partnership/ChatButton';

describe('ChatButton', () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });

  afterEach(() => {
    open.mockRestore();
    jest.useRealTimers();
  });

  it('is busy for 800 ms, then opens one chat in a new tab without opener or referrer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ChatButton placement="pilot" label="Reservar um slot" busyLabel="Abrindo conversa..." />);
    const button = screen.getByRole('button', { name: 'Reservar um slot' });

    await user.click(button);
    expect(button).toHaveTextContent('Abrindo conversa...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.click(button);

    act(() => jest.advanceTimersByTime(799));
    expect(open).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);

    const [url, target, features] = open.mock.calls[0];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
    const text = new URL(String(url)).searchParams.get('text') ?? '';
    expect(text).toMatch(/^\*Parceria para Agências\*/);
    expect(text).toMatch(/\nVia: localhost\/partnership$/);

    expect(button).toHaveTextContent('Reservar um slot');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
