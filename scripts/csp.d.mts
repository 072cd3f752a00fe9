export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function formActions(newsletterAction: string | null): string[];
export function newsletterActionOf(siteSource: string): string | null;
export function contentSecurityPolicy(options: { scriptHashes: string[]; formAction: string[] }): string;
export const HOST_LIMITS: { rules: number; lineLength: number };
export function hostLimitProblems(text: string): string[];
export function headersFile(options: {
  base: string;
  pages: { route: string; scripts: string[] }[];
  formAction: string[];
}): string;
