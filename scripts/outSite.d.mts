export const OUT_DIR: string;
export function requireOut(dir?: string): string;
export function htmlFiles(dir?: string): string[];
export function routeOf(file: string): string;
export function routes(dir?: string): string[];
export function fileOfRoute(route: string, dir?: string): string | null;
export function readOut(file: string, dir?: string): string;
export function moduleScripts(html: string): string[];
export function gzipSize(file: string, dir?: string): number;
