/** @jest-environment node */
import { linkedInShareUrl, whatsappShareUrl } from '@/lib/share';

describe('share links for a fixed article', () => {
  const title = 'Design como arquitetura de autoridade digital';
  const url = 'https://rafaelmoreira.com.br/post/designing-digital-authority';

  it('WhatsApp: the title and the canonical URL on two lines, nothing else', () => {
    expect(whatsappShareUrl(title, url)).toBe(
      'https://wa.me/?text=Design%20como%20arquitetura%20de%20autoridade%20digital%0Ahttps%3A%2F%2Frafaelmoreira.com.br%2Fpost%2Fdesigning-digital-authority',
    );
  });

  it('LinkedIn: the canonical URL only, no tracking parameter', () => {
    expect(linkedInShareUrl(url)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Frafaelmoreira.com.br%2Fpost%2Fdesigning-digital-authority',
    );
  });

  it('accents, ampersands and question marks in a title survive the trip', () => {
    const tricky = 'Ação & reação: vale a pena?';
    const link = whatsappShareUrl(tricky, 'https://rafaelmoreira.com.br/en/post/a');
    expect(link).toBe(
      'https://wa.me/?text=A%C3%A7%C3%A3o%20%26%20rea%C3%A7%C3%A3o%3A%20vale%20a%20pena%3F%0Ahttps%3A%2F%2Frafaelmoreira.com.br%2Fen%2Fpost%2Fa',
    );
    expect(new URL(link).searchParams.get('text')).toBe(`${tricky}\nhttps://rafaelmoreira.com.br/en/post/a`);
  });
});
