import { openChatTab } from '@/lib/chatTab';
import { fakeTab } from '../fakeTab';

const notice = { text: 'Abrindo conversa...', lang: 'pt-BR' };
const CHAT = 'https://wa.me/5511912345678?text=Ol%C3%A1';

describe('openChatTab', () => {
  it('asks for a blank tab at once, cuts its opener and shows the notice in it', () => {
    const { tab, state } = fakeTab();
    const open = jest.fn(() => tab);
    const chat = openChatTab(notice, { open });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(chat.opened).toBe(true);
    expect(state.opener).toBeNull();
    expect(state.document.documentElement.lang).toBe('pt-BR');
    expect(state.document.title).toBe('Abrindo conversa...');
    expect(state.document.body.textContent).toBe('Abrindo conversa...');
  });

  it('shows hostile notice text as text', () => {
    const { tab, state } = fakeTab();
    openChatTab({ text: '<img src=x onerror=alert(1)>', lang: 'en' }, { open: () => tab });
    expect(state.document.querySelector('img')).toBeNull();
    expect(state.document.body.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('sends the tab to the chat through a no-referrer link in its own document', () => {
    const { tab, visits } = fakeTab();
    const chat = openChatTab(notice, { open: () => tab });
    expect(visits).toEqual([]);
    expect(chat.navigate(CHAT)).toBe(true);
    expect(visits).toEqual([{ href: CHAT, rel: 'noreferrer' }]);
  });

  it.each([
    ['the browser blocked it', () => null],
    [
      'window.open threw',
      () => {
        throw new Error('denied');
      },
    ],
  ])('has nothing to send when %s', (_case, open) => {
    const chat = openChatTab(notice, { open });
    expect(chat.opened).toBe(false);
    expect(chat.navigate(CHAT)).toBe(false);
    expect(() => chat.discard()).not.toThrow();
  });

  it('has nothing to send once the visitor closed the tab', () => {
    const { tab, state, visits } = fakeTab();
    const chat = openChatTab(notice, { open: () => tab });
    state.closed = true;
    expect(chat.navigate(CHAT)).toBe(false);
    expect(visits).toEqual([]);
  });

  it('closes a tab that is still blank when discarded, never one already sent to the chat', () => {
    const blank = fakeTab();
    openChatTab(notice, { open: () => blank.tab }).discard();
    expect(blank.state.close).toHaveBeenCalledTimes(1);

    const sent = fakeTab();
    const chat = openChatTab(notice, { open: () => sent.tab });
    chat.navigate(CHAT);
    chat.discard();
    expect(sent.state.close).not.toHaveBeenCalled();
  });
});
