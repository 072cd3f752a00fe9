export type Lane = 'content' | 'code';
export const CONTENT_DIR: string;
export function isContentPath(path: string): boolean;
export function decideLane(changes: string[] | null): { lane: Lane; reason: string };
export function laneOf(changes: string[] | null): Lane;
export function parseNameStatus(output: string): { status: string; paths: string[] }[];
export function changesBetween(base: string, head: string, cwd?: string): { changes: string[] | null; reason?: string };
