export function paintFirst(html: string): { html: string; scripts: string[] };
export function deferredScripts(html: string): string[];
