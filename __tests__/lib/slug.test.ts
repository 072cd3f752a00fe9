/** @jest-environment node */
import { slug } from '@/lib/slug.mjs';

// The one slug rule: tag pages, new article files, heading ids, figure names and the editor's tag matching.
describe('slug', () => {
  it.each([
    ['Estratégia', 'estrategia'],
    ['Design de Interação', 'design-de-interacao'],
    ['Ação—Reação', 'acao-reacao'],
    ['  Branding  ', 'branding'],
    ['SEO', 'seo'],
    ['JavaScript', 'javascript'],
    ['UX/UI', 'ux-ui'],
    ['UX&UI', 'ux-e-ui'],
    ['UX & UI', 'ux-e-ui'],
    ['Marca & Conteúdo', 'marca-e-conteudo'],
    ['Next.js', 'next-js'],
    ["Don't panic", 'dont-panic'],
    ['Don’t panic', 'dont-panic'],
    ['Pé-d’água', 'pe-dagua'],
    ['🚀 Lançamento 🚀', 'lancamento'],
    ['2030', '2030'],
  ])('%j becomes %j', (text, expected) => {
    expect(slug(text)).toBe(expected);
  });

  it.each(['😀', '!!!', '   ', ''])('%j has nothing to make a slug from', (text) => {
    expect(slug(text)).toBe('');
  });

  it('spellings that differ only in accents, case or spaces share one slug', () => {
    expect(new Set(['Estratégia', 'estrategia', 'ESTRATÉGIA', ' Estrategia '].map(slug))).toEqual(new Set(['estrategia']));
  });
});
