export const ALT_OWNER: { ownerName: string; reply: { pt: string; en: string } };
export function writeAltOwner(root?: string): void;
