import { tokens } from './theme';

/**
 * A new tab for a chat, requested inside the visitor's tap and sent to the chat later.
 *
 * Browsers such as Safari on iPhone (and many in-app browsers) open a tab only within about a
 * second of a tap, and both forms show a sending face first (1.5 s, 800 ms). So the tab is
 * opened at once, blank, with a short notice in it, and navigated when the wait ends. The chat
 * gets no opener (the link back to this page is cut at once) and no referrer (it is navigated by
 * a `rel="noreferrer"` link inside the blank tab's own document, so the referrer would be that
 * blank page, and is not sent at all).
 */
export type ChatTab = {
  /** Whether a tab opened (false: the browser blocked it). */
  opened: boolean;
  /** Sends the tab to `url`; false when there is no tab to send (blocked, or closed meanwhile). */
  navigate(url: string): boolean;
  /** Closes the tab if it is still blank (the visitor left before the wait ended). */
  discard(): void;
};

export type ChatTabNotice = { text: string; lang: string };

/** Call synchronously inside the tap's event handler. A blocked tab gives a ChatTab whose `navigate` returns false. */
export function openChatTab(notice: ChatTabNotice, win: Pick<Window, 'open'> = window): ChatTab {
  let tab: Window | null = null;
  try {
    tab = win.open('', '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      tab.opener = null;
      writeNotice(tab.document, notice);
    } catch {
      // A browser that hands back a tab it will not let us write to: navigate() still tries.
    }
  }
  let sent = false;

  return {
    opened: tab !== null,
    navigate(url) {
      if (!tab || tab.closed) return false;
      try {
        const link = tab.document.createElement('a');
        link.href = url;
        link.rel = 'noreferrer';
        tab.document.body.append(link);
        link.click();
        sent = true;
        return true;
      } catch {
        tab.close();
        return false;
      }
    },
    discard() {
      if (tab && !sent && !tab.closed) tab.close();
    },
  };
}

function writeNotice(doc: Document, { text, lang }: ChatTabNotice): void {
  doc.documentElement.lang = lang;
  doc.title = text;
  const body = doc.body ?? doc.documentElement.appendChild(doc.createElement('body'));
  Object.assign(body.style, {
    margin: '0',
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    background: tokens.color.bg,
    color: tokens.color.text,
    font: `600 1.125rem/1.4 ${tokens.font.body}`,
  });
  const message = doc.createElement('p');
  message.textContent = text;
  body.append(message);
}
