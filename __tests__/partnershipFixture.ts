import type { PartnershipChat } from '@/lib/partnershipMessage';
import type { Offer } from '@/lib/profit';

/** The simulator's rules with fixed numbers: the owner's (content/settings/partnership.json) may change. */
export const OFFER: Offer = { deliveryCost: 299, defaultPrice: 1497, presets: [997, 1497, 1997], maintenanceFee: 99 };

/** What a page hands its chat buttons (lib/owner.ts reads the owner's): a number and a name of the test's own. */
export const CHAT: PartnershipChat = { phone: '+55 21 99876-5432', firstName: 'Ana', offer: OFFER };
