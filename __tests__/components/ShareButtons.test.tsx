import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButtons } from '@/components/journal/ShareButtons';
import { linkedInShareUrl, whatsappShareUrl } from '@/lib/share';
import pt from '@/messages/pt.json';

const url = 'https://rafaelmoreira.com.br/post/minimal-complexity';
const title = 'Minimalismo que esconde complexidade: um guia para fundadores';
const labels = {
  shareOn: pt.Post.shareOn,
  newTab: pt.Post.newTab,
  copy: pt.Post.copyLink,
  copied: pt.Post.copied,
  copyManual: pt.Post.copyManual,
  field: pt.Post.linkField,
  more: pt.Post.moreOptions,
};

function renderShare() {
  return render(
    <ShareButtons
      url={url}
      title={title}
      whatsappHref={whatsappShareUrl(title, url)}
      linkedInHref={linkedInShareUrl(url)}
      labels={labels}
    />,
  );
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
  delete (navigator as { share?: unknown }).share;
});

describe('ShareButtons', () => {
  it('WhatsApp comes first and both networks are plain links that open a new tab', () => {
    renderShare();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Compartilhar no WhatsApp (abre em nova aba)',
      'Compartilhar no LinkedIn (abre em nova aba)',
    ]);
    expect(links[0]).toHaveAttribute('href', whatsappShareUrl(title, url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the URL and says so in a status message', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent(pt.Post.copied);
  });

  it('when the browser refuses, the URL waits focused and selected in the field', async () => {
    setClipboard(() => Promise.reject(new Error('NotAllowedError')));
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(screen.getByRole('status')).toHaveTextContent(pt.Post.copyManual);
    const field = screen.getByRole('textbox', { name: pt.Post.linkField }) as HTMLInputElement;
    expect(field.closest('label')).toHaveAttribute('data-open');
    expect(field).toHaveFocus();
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(url);
  });

  it('without the Clipboard API at all, falls back the same way', async () => {
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(screen.getByRole('status')).toHaveTextContent(pt.Post.copyManual);
  });

  it("'more options' opens the phone's share sheet with the title and URL, and a closed sheet is no error", async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
    });
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
