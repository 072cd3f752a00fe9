export const SERVICE_IDS = ['premium-websites', 'interactive-portfolios', 'seo-architecture'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];
/** The cards' icons, drawn by components/home/Services.tsx. */
export const SERVICE_ICONS = ['layout', 'sparkles', 'chart'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

// What each service says and costs is content (content/services/<id>.<language>.json, read by lib/owner.ts);
// the ids are code: the contact form's project types and the cases' services name them.
