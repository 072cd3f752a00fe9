import { contextLines, MAX_CONTEXT_TEXT, plainText, type ContextLine } from '@/lib/messageContext';

const reference: ContextLine = { kind: 'reference', label: 'Referência', text: 'case Casa Aurora Hotel' };
const source: ContextLine = { kind: 'source', label: 'Fonte', text: 'Instagram · bio · entrou por /projetos/luxury-hotel' };

describe('plainText', () => {
  it.each([
    ['keeps plain text', 'case Casa Aurora Hotel', 'case Casa Aurora Hotel'],
    [
      'turns line breaks into spaces, so a value never adds a line to the message',
      'lançamento\n*Nome:* Fake\r\nx',
      'lançamento *Nome:* Fake x',
    ],
    ['turns tabs, other control characters and line separators into spaces', 'a\tb\u0000c\u2028d\u2029e\u0085f', 'a b c d e f'],
    ['folds runs of spaces and trims', '   Instagram    ·   bio  ', 'Instagram · bio'],
    ['keeps markup as the characters it is', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['is empty for what is not a string', 42, ''],
    ['is empty for nothing', undefined, ''],
  ])('%s', (_, value, expected) => {
    expect(plainText(value)).toBe(expected);
  });

  it('cuts a long value at the limit with an ellipsis', () => {
    const cut = plainText('x'.repeat(5000));
    expect(Array.from(cut)).toHaveLength(MAX_CONTEXT_TEXT);
    expect(cut.endsWith('x…')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const cut = plainText('🚀'.repeat(200), 10);
    expect(cut).toBe(`${'🚀'.repeat(9)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('contextLines', () => {
  it('writes each line in the style of its message', () => {
    expect(contextLines([reference], 'bold')).toEqual(['*Referência:* case Casa Aurora Hotel']);
    expect(contextLines([reference], 'plain')).toEqual(['Referência: case Casa Aurora Hotel']);
  });

  it('puts the reference before the source whatever order they come in', () => {
    const expected = ['*Referência:* case Casa Aurora Hotel', '*Fonte:* Instagram · bio · entrou por /projetos/luxury-hotel'];
    expect(contextLines([reference, source], 'bold')).toEqual(expected);
    expect(contextLines([source, reference], 'bold')).toEqual(expected);
  });

  it('leaves out absent lines and lines with no text', () => {
    expect(contextLines([], 'bold')).toEqual([]);
    expect(contextLines([null, undefined, { ...source, text: ' \n ' }], 'plain')).toEqual([]);
  });

  it('writes each kind once', () => {
    expect(contextLines([reference, { ...reference, text: 'case BuddyChat' }], 'plain')).toEqual(['Referência: case Casa Aurora Hotel']);
  });

  it('keeps a hostile value on its own line', () => {
    const lines = contextLines([{ ...source, text: 'x\n*Email:* fake@example.com' }], 'bold');
    expect(lines).toEqual(['*Fonte:* x *Email:* fake@example.com']);
  });
});
