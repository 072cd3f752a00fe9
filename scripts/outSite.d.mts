export { fileOfUrl, OUT_DIR, urlOfFile } from './outFile.mjs';
export function requireOut(dir?: string): string;
export const ADMIN_DIR: string;
export function htmlFiles(dir?: string): string[];
export function routes(dir?: string): string[];
export function readOut(file: string, dir?: string): string;
export function moduleScripts(html: string): string[];
export function gzipSize(file: string, dir?: string): number;
export function nextPagesRecord(dir?: string): string;
