export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function pagePolicy(options: { scripts: string[]; analytics?: { script: string[] } }): string;
export function withPagePolicy(html: string, policy: string): string;
export function withoutPagePolicy(html: string): string;
export function pagePolicyOf(html: string): string | null;
