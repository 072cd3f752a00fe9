export const SERVICE_IDS = ['premium-websites', 'interactive-portfolios', 'seo-architecture'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];
export type ServiceIcon = 'layout' | 'sparkles' | 'chart';

export type Service = {
  id: ServiceId;
  icon: ServiceIcon;
  /** Delivery time in weeks. */
  timeline: { from: number; to: number };
  /** Keys of the five features under Services.items.<id>.features. */
  features: readonly ['f1', 'f2', 'f3', 'f4', 'f5'];
};

const FEATURES = ['f1', 'f2', 'f3', 'f4', 'f5'] as const;

/** Titles, descriptions, features and the investment text live in the dictionaries under Services.items. */
export const services: readonly Service[] = [
  { id: 'premium-websites', icon: 'layout', timeline: { from: 4, to: 6 }, features: FEATURES },
  { id: 'interactive-portfolios', icon: 'sparkles', timeline: { from: 3, to: 4 }, features: FEATURES },
  { id: 'seo-architecture', icon: 'chart', timeline: { from: 2, to: 3 }, features: FEATURES },
];
