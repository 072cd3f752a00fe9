import { focusableIn, trapTab } from '@/lib/focusTrap';

// The mobile menu and the lightbox keep Tab inside themselves while open.
function dialog(html: string): HTMLElement {
  document.body.innerHTML = `<button id="outside">Fora</button><div id="dialog">${html}</div>`;
  return document.getElementById('dialog')!;
}
const tab = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: jest.fn() });

describe('focusableIn', () => {
  it('lists what Tab reaches, leaving out disabled, inert, hidden and tabindex -1 controls', () => {
    const box = dialog(
      '<a href="/a">a</a><a>no href</a><button disabled>b</button><button inert>c</button><button aria-hidden="true">d</button><span tabindex="-1">e</span><input id="f"><span tabindex="0">g</span>',
    );
    expect(focusableIn(box).map((element) => element.textContent || element.id)).toEqual(['a', 'f', 'g']);
  });
});

describe('trapTab', () => {
  it.each([
    ['Tab on the last control goes to the first', 'last', false, 'first'],
    ['Shift+Tab on the first goes to the last', 'first', true, 'last'],
    ['Tab from outside the dialog comes into it', 'outside', false, 'first'],
    ['Shift+Tab from outside comes to its end', 'outside', true, 'last'],
  ])('%s', (_, from, shift, to) => {
    dialog('<button id="first">1</button><button id="middle">2</button><button id="last">3</button>');
    document.getElementById(from)!.focus();
    const event = tab(shift);
    trapTab(event, document.getElementById('dialog')!);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe(to);
  });

  it('lets Tab move on inside the dialog, and ignores other keys', () => {
    dialog('<button id="first">1</button><button id="last">2</button>');
    document.getElementById('first')!.focus();
    const event = tab();
    trapTab(event, document.getElementById('dialog')!);
    expect(event.preventDefault).not.toHaveBeenCalled();
    const escape = { key: 'Escape', shiftKey: false, preventDefault: jest.fn() };
    trapTab(escape, document.getElementById('dialog')!);
    expect(escape.preventDefault).not.toHaveBeenCalled();
  });

  it('keeps focus where it is when the dialog has nothing to focus', () => {
    dialog('<p>Só texto.</p>');
    const event = tab();
    trapTab(event, document.getElementById('dialog')!);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
