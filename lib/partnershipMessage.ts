import { pathOf } from './i18n/locales';
import type { SourceWords } from './leadSource';
import { contextLines, type MessageContext } from './messageContext';
import { site } from './site';
import { simulationLine, type Simulation } from './simulationUrl';
import { saoPauloTimeFormat, whatsappUrl } from './whatsapp';

const sentAt = saoPauloTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The words of the line saying what brought the visitor (lib/leadSource.ts), in the message's Portuguese. */
export const PARTNERSHIP_SOURCE_WORDS: SourceWords = { label: 'Fonte', landedOn: 'entrou por' };

/**
 * The partnership chat message. Portuguese only, like the page.
 * `host` is the page's own host (location.host), so the owner sees which deployment the lead came from.
 * Without `now` (the link in the HTML, used before the page's scripts run) the message has no date.
 * With a `simulation` (the visitor changed the simulator: lib/simulationUrl.ts) it carries one more
 * line, the scenario and its monthly profit, after the Interesse line. Its `context` lines (what
 * brought the visitor: lib/messageContext.ts) open the closing block, before the date.
 */
export function partnershipMessage(host: string, now?: Date, simulation?: Simulation | null, context: MessageContext = []): string {
  return [
    '*Parceria para Agências*',
    '',
    `Olá, ${site.ownerName.split(' ')[0]}! Tenho interesse em entender como funciona a parceria de landing pages para os clientes da minha agência.`,
    '',
    'Interesse: quero saber os próximos passos para reservar um slot e começar com um projeto piloto.',
    ...(simulation ? [simulationLine(simulation)] : []),
    '',
    ...contextLines(context, 'plain'),
    ...(now ? [`Data: ${sentAt().format(now)} (horário de Brasília)`] : []),
    `Via: ${host}${pathOf('partnership')}`,
  ].join('\n');
}

export function partnershipChatUrl(host: string, now?: Date, simulation?: Simulation | null, context: MessageContext = []): string {
  return whatsappUrl(site.whatsapp.partnership, partnershipMessage(host, now, simulation, context));
}
