/**
 * The three conversions the owner counts, as custom events of the cookieless analytics provider
 * (lib/integrations.json). Payloads carry choices from fixed lists and what brought the visitor (the
 * source's name and medium, never the landing page), never what a visitor typed.
 */
import { BUDGETS, PROJECT_TYPES, type ContactValues } from './contact';
import { MAX_VALUE, type NotedSource } from './leadSource';
import { plainText } from './messageContext';

export type AnalyticsEvent = { name: string; props?: Record<string, string> };

export const PARTNERSHIP_CHAT_BUTTONS = ['hero', 'pilot', 'sticky'] as const;
export type PartnershipChatButton = (typeof PARTNERSHIP_CHAT_BUTTONS)[number];

const oneOf = (list: readonly string[], value: string) => (list.includes(value) ? value : 'other');

/** What brought the visitor (lib/leadSource.ts): `source` ('direct' for a direct visit) and `medium`, when there are any. */
export function sourceProps(noted: NotedSource): Record<string, string> {
  if (noted === 'direct') return { source: 'direct' };
  const props: Record<string, string> = {};
  const name = plainText(noted?.name, MAX_VALUE);
  const medium = plainText(noted?.medium, MAX_VALUE);
  if (name) props.source = name;
  if (medium) props.medium = medium;
  return props;
}

/** The contact form opened WhatsApp: which kind of project and budget tier, nothing the visitor wrote. */
export function contactChatOpened(
  { project, budget }: Pick<ContactValues, 'project' | 'budget'>,
  source: NotedSource = null,
): AnalyticsEvent {
  return {
    name: 'Contact chat opened',
    props: { project: oneOf(PROJECT_TYPES, project), budget: oneOf(BUDGETS, budget), ...sourceProps(source) },
  };
}

/** A partnership chat button opened WhatsApp: the hero's, the pilot section's or the sticky bar's. */
export function partnershipChatOpened(button: PartnershipChatButton, source: NotedSource = null): AnalyticsEvent {
  return { name: 'Partnership chat opened', props: { button: oneOf(PARTNERSHIP_CHAT_BUTTONS, button), ...sourceProps(source) } };
}

/** The newsletter form was submitted with a valid address (the address itself is never sent). */
export function newsletterSubmitted(source: NotedSource = null): AnalyticsEvent {
  const props = sourceProps(source);
  return Object.keys(props).length > 0 ? { name: 'Newsletter submitted', props } : { name: 'Newsletter submitted' };
}

declare global {
  interface Window {
    plausible?: (name: string, options?: { props?: Record<string, string> }) => void;
    umami?: { track: (name: string, data?: Record<string, string>) => void };
  }
}

/**
 * Hands an event to the provider's script when it has loaded; does nothing otherwise (analytics
 * off, script blocked or not there yet). The provider's name is fixed at build (next.config.mjs),
 * so with analytics off both branches are dropped from the bundle. Never throws: counting a lead
 * must not stand between a visitor and the chat.
 */
export function track({ name, props }: AnalyticsEvent): void {
  const provider = process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER;
  try {
    if (provider === 'plausible') window.plausible?.(name, props && { props });
    else if (provider === 'umami') window.umami?.track(name, props);
  } catch (error) {
    console.warn('Analytics: the event was not counted.', error);
  }
}
