import { EARLY_TAP_SCRIPT, replayEarlyTap } from '@/lib/earlyTap';

type TapWindow = Window & { __earlyTap?: Element };

describe('a tap before the page is interactive', () => {
  beforeAll(() => {
    new Function(EARLY_TAP_SCRIPT)();
  });

  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    delete (window as TapWindow).__earlyTap;
    document.body.innerHTML = '<header><button type="button" id="menu"><span>☰</span></button></header><p id="text">Texto</p>';
  });

  it('is pressed again once the page has hydrated, exactly once', () => {
    const pressed = jest.fn();
    document.getElementById('text')!.click();
    document.querySelector('#menu span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('menu')!.addEventListener('click', pressed); // the handler hydration attaches

    expect(replayEarlyTap()?.id).toBe('menu');
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    expect(replayEarlyTap()).toBeNull();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('is not recorded once the page is hydrated, nor when React already listens (React replays those)', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.getElementById('menu')!.click();
    expect((window as TapWindow).__earlyTap).toBeUndefined();

    document.documentElement.removeAttribute('data-hydrated');
    const marker = `_reactListening${Math.random().toString(36).slice(2)}`;
    Object.assign(document, { [marker]: true });
    document.getElementById('menu')!.click();
    expect((window as TapWindow).__earlyTap).toBeUndefined();
    delete (document as unknown as Record<string, unknown>)[marker];
  });

  it('is dropped when its button left the page, and a tap on text records nothing', () => {
    document.getElementById('menu')!.click();
    document.getElementById('menu')!.remove();
    expect(replayEarlyTap()).toBeNull();

    document.getElementById('text')!.click();
    expect(replayEarlyTap()).toBeNull();
  });
});
