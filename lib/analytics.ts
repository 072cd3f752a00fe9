/**
 * The three conversions the owner counts, as custom events of the cookieless analytics provider
 * (lib/integrations.json). Payloads carry choices from fixed lists, never what a visitor typed.
 */
import { BUDGETS, PROJECT_TYPES, type ContactValues } from './contact';

export type AnalyticsEvent = { name: string; props?: Record<string, string> };

export const PARTNERSHIP_CHAT_BUTTONS = ['hero', 'pilot', 'sticky'] as const;
export type PartnershipChatButton = (typeof PARTNERSHIP_CHAT_BUTTONS)[number];

const oneOf = (list: readonly string[], value: string) => (list.includes(value) ? value : 'other');

/** The contact form opened WhatsApp: which kind of project and budget tier, nothing the visitor wrote. */
export function contactChatOpened({ project, budget }: Pick<ContactValues, 'project' | 'budget'>): AnalyticsEvent {
  return { name: 'Contact chat opened', props: { project: oneOf(PROJECT_TYPES, project), budget: oneOf(BUDGETS, budget) } };
}

/** A partnership chat button opened WhatsApp: the hero's, the pilot section's or the sticky bar's. */
export function partnershipChatOpened(button: PartnershipChatButton): AnalyticsEvent {
  return { name: 'Partnership chat opened', props: { button: oneOf(PARTNERSHIP_CHAT_BUTTONS, button) } };
}

/** The newsletter form was submitted with a valid address (the address itself is never sent). */
export function newsletterSubmitted(): AnalyticsEvent {
  return { name: 'Newsletter submitted' };
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
