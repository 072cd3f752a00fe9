export function freePort(): Promise<number>;
export function serveOut(options?: { dir?: string; port?: number }): Promise<{ origin: string; stop: () => Promise<void> }>;
