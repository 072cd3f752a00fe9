// The partnership page's messages (messages/partnership.pt.json) with the offer's numbers written in: the
// copy says {deliveryCost}, {defaultPrice} and {defaultProfit} where the owner's numbers go
// (content/settings/partnership.json, edited at /admin, read by lib/owner.ts `getPartnership`), so a new
// price needs no change of copy.
import type { Offer } from '../profit';
import partnership from '../../messages/partnership.pt.json';

/** Reais as the page's copy writes them: 'R$ 1.497'. */
const reais = (value: number) => `R$ ${String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, '.')}`;

function filled<T>(value: T, numbers: Record<string, string>): T {
  if (typeof value === 'string')
    return value.replace(/\{(deliveryCost|defaultPrice|defaultProfit)\}/g, (_, name: string) => numbers[name]) as T;
  if (Array.isArray(value)) return value.map((item) => filled(item, numbers)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, numbers)])) as T;
  return value;
}

/** The Partnership namespace as the page shows it, with `offer`'s numbers. */
export function partnershipMessages(offer: Offer): typeof partnership {
  return filled(partnership, {
    deliveryCost: reais(offer.deliveryCost),
    defaultPrice: reais(offer.defaultPrice),
    defaultProfit: reais(offer.defaultPrice - offer.deliveryCost),
  });
}
