import { partnershipChatUrl, partnershipMessage } from '@/lib/partnershipMessage';
import { digitsOnly } from '@/lib/whatsapp';
import { CHAT } from '../partnershipFixture';

// 01:15 UTC on 15 March is 22:15 of 14 March in São Paulo and 10:15 of 15 March in Tokyo, where jest runs (jest.config.mjs).
const now = new Date('2025-03-15T01:15:00Z');

describe('partnershipMessage', () => {
  const message = partnershipMessage(CHAT, 'parceiros.example.com', now);
  const lines = message.split('\n');

  it('opens with the title and a greeting of the owner by first name about the landing-page partnership', () => {
    expect(lines[0]).toBe('*Parceria para Agências*');
    expect(message).toMatch(/Olá, Ana! Tenho interesse em entender como funciona a parceria de landing pages/);
  });

  it('asks about next steps on an Interesse line', () => {
    expect(lines.find((line) => line.startsWith('Interesse:'))).toMatch(/próximos passos/);
  });

  it('dates the message in pt-BR, in São Paulo time whatever the local zone', () => {
    expect(new Date(now).getDate()).toBe(15);
    expect(lines.find((line) => line.startsWith('Data:'))).toMatch(/^Data: 14\/03\/2025,? 22:15 \(horário de Brasília\)$/);
  });

  it('has no Data line without a time (the link in the HTML, before the scripts run)', () => {
    const undated = partnershipMessage(CHAT, 'parceiros.example.com');
    expect(undated).not.toMatch(/Data:/);
    expect(undated).toBe(message.replace(/\nData: [^\n]*/, ''));
  });

  it('ends with the page host and /partnership', () => {
    expect(lines[lines.length - 1]).toBe('Via: parceiros.example.com/partnership');
    expect(partnershipMessage(CHAT, 'localhost:4204', now)).toMatch(/\nVia: localhost:4204\/partnership$/);
  });
});

describe('partnershipChatUrl', () => {
  it('opens a chat with the business number and the encoded message', () => {
    const url = new URL(partnershipChatUrl(CHAT, 'parceiros.example.com', now));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${digitsOnly(CHAT.phone)}`);
    expect(url.searchParams.get('text')).toBe(partnershipMessage(CHAT, 'parceiros.example.com', now));
  });
});

describe('partnershipMessage with a simulation', () => {
  const plain = partnershipMessage(CHAT, 'parceiros.example.com', now);

  it('adds one line with the scenario and its monthly profit after the Interesse line', () => {
    const simulated = partnershipMessage(CHAT, 'parceiros.example.com', now, { price: 1497, projects: 5, maintenanceFee: 99 });
    const lines = simulated.split('\n');
    const at = lines.findIndex((line) => line.startsWith('Interesse:'));
    expect(lines[at + 1]).toBe(
      'Simulação: R$\u00a01.497 por landing, 5 por mês, manutenção R$\u00a099 por site, lucro mensal R$\u00a06.485',
    );
    expect(lines.filter((_, index) => index !== at + 1).join('\n')).toBe(plain);
  });

  it('stays exactly as without one when there is none', () => {
    expect(partnershipMessage(CHAT, 'parceiros.example.com', now, null)).toBe(plain);
  });
});

describe('partnershipMessage with context lines (lib/messageContext.ts)', () => {
  const source = { kind: 'source', label: 'Fonte', text: 'LinkedIn · entrou por /partnership' } as const;
  const simulation = { price: 1497, projects: 5, maintenanceFee: 99 };

  it('opens the closing block with them, before the date and the Via line', () => {
    const lines = partnershipMessage(CHAT, 'parceiros.example.com', now, null, [source]).split('\n');
    expect(lines.slice(-3)).toEqual([
      'Fonte: LinkedIn · entrou por /partnership',
      expect.stringMatching(/^Data: /),
      'Via: parceiros.example.com/partnership',
    ]);
  });

  it('keeps its place below a simulation line, and is the message without context once taken out', () => {
    const withSource = partnershipMessage(CHAT, 'parceiros.example.com', now, simulation, [source]);
    expect(withSource.split('\n').at(-3)).toBe('Fonte: LinkedIn · entrou por /partnership');
    expect(withSource.replace('Fonte: LinkedIn · entrou por /partnership\n', '')).toBe(
      partnershipMessage(CHAT, 'parceiros.example.com', now, simulation),
    );
  });
});
