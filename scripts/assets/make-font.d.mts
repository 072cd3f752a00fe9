/** The OpenType features the display face keeps (make-font.mjs). */
export const FONT_FEATURES: string[];
export function displayCharacters(): string;
export function makeFont(): Promise<void>;
