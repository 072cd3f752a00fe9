export type HeaderRule = { pattern: string; headers: [string, string][] };
export function parseHeaders(text: string): HeaderRule[];
export function matchesPattern(pattern: string, path: string): boolean;
export function headersFor(rules: HeaderRule[], path: string): [string, string][];
