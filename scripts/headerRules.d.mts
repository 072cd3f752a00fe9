/** A header of a rule; a null value is a `! Name` line, which drops the header set by the rules before. */
export type HeaderRule = { pattern: string; headers: [string, string | null][] };
export function parseHeaders(text: string): HeaderRule[];
export function matchesPattern(pattern: string, path: string): boolean;
export function headersFor(rules: HeaderRule[], path: string): [string, string][];
