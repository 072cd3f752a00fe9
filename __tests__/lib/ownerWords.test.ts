import { firstNameOf, monogramOf, withOwnerWords } from '@/lib/i18n/ownerWords';

// The owner's name and reply-time promise reach the copy through {owner}, {firstName} and {reply}; the monogram
// is made from the name. That every page shows them from content: __tests__/build/owner.test.ts.
describe("the owner's words in the copy", () => {
  it.each([
    ['Rafael Moreira', 'RM', 'Rafael'],
    ['  ana  de souza lima ', 'AL', 'ana'],
    ['Élodie Ünal', 'ÉÜ', 'Élodie'],
    ['Prince', 'PR', 'Prince'],
  ])('%j: monogram %s, greeted as %s', (name, monogram, first) => {
    expect(monogramOf(name)).toBe(monogram);
    expect(firstNameOf(name)).toBe(first);
  });

  it('fills every text of a dictionary, leaving the ICU arguments the pages fill', () => {
    const words = { owner: 'Helena Duarte', firstName: 'Helena', reply: 'Resposta em até 2 dias' };
    const dictionary = {
      Hero: { alt: 'Retrato de {owner}', count: '{count, plural, one {# caso} other {# casos}}' },
      list: ['{reply}, {firstName}!'],
    };
    expect(withOwnerWords(dictionary, words)).toEqual({
      Hero: { alt: 'Retrato de Helena Duarte', count: '{count, plural, one {# caso} other {# casos}}' },
      list: ['Resposta em até 2 dias, Helena!'],
    });
  });
});
