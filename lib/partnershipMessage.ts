import { pathOf } from './i18n/locales';
import type { SourceWords } from './leadSource';
import { contextLines, type MessageContext } from './messageContext';
import type { Offer } from './profit';
import { simulationLine, type Simulation } from './simulationUrl';
import { saoPauloTimeFormat, whatsappUrl } from './whatsapp';

const sentAt = saoPauloTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** What the partnership chat needs of the owner's content (lib/owner.ts), handed by the page to its chat buttons as plain values. */
export type PartnershipChat = {
  /** The partnership's WhatsApp number (content/settings/site.json `whatsapp.partnership`). */
  phone: string;
  /** The owner's first name, as the message greets him. */
  firstName: string;
  /** The partnership's numbers, for the simulation's line. */
  offer: Offer;
};

/** The words of the line saying what brought the visitor (lib/leadSource.ts), in the message's Portuguese. */
export const PARTNERSHIP_SOURCE_WORDS: SourceWords = { label: 'Fonte', landedOn: 'entrou por' };

/**
 * The partnership chat message to the owner (`chat`). Portuguese only, like the page.
 * `host` is the page's own host (location.host), so the owner sees which deployment the lead came from.
 * Without `now` (the link in the HTML, used before the page's scripts run) the message has no date.
 * With a `simulation` (the visitor changed the simulator: lib/simulationUrl.ts) it carries one more
 * line, the scenario and its monthly profit, after the Interesse line. Its `context` lines (what
 * brought the visitor: lib/messageContext.ts) open the closing block, before the date.
 */
export function partnershipMessage(
  chat: PartnershipChat,
  host: string,
  now?: Date,
  simulation?: Simulation | null,
  context: MessageContext = [],
): string {
  return [
    '*Parceria para Agências*',
    '',
    `Olá, ${chat.firstName}! Tenho interesse em entender como funciona a parceria de landing pages para os clientes da minha agência.`,
    '',
    'Interesse: quero saber os próximos passos para reservar um slot e começar com um projeto piloto.',
    ...(simulation ? [simulationLine(simulation, chat.offer)] : []),
    '',
    ...contextLines(context, 'plain'),
    ...(now ? [`Data: ${sentAt().format(now)} (horário de Brasília)`] : []),
    `Via: ${host}${pathOf('partnership')}`,
  ].join('\n');
}

/** The wa.me link that opens the chat with `partnershipMessage` typed, to the owner's number. */
export function partnershipChatUrl(...message: Parameters<typeof partnershipMessage>): string {
  return whatsappUrl(message[0].phone, partnershipMessage(...message));
}
