export function contentCounts(dir?: string): { cases: number; articles: number };
export function htmlBudget(file: string, counts: { cases: number; articles: number }): { kind: string; bytes: number } | null;
export function budgetedPages(dir?: string): { file: string; kind: string; bytes: number; gzip: number }[];
