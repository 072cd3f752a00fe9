export const OUT_DIR: string;
export function fileOfUrl(pathname: string, dir?: string): string | null;
export function urlOfFile(file: string): string;
