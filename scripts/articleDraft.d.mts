export function postsDir(env?: Record<string, string | undefined>): string;
export function saoPauloDay(now: Date): string;
export function ownerName(root?: string): string;
export function tagsInUse(dir: string): string[];
export function draftSource(options: { title: string; day: string; author: string; tags?: string[] }): string;
export function createDraft(options: { title: string; dir?: string; now?: Date; root?: string; port?: number | string }): {
  id: string;
  file: string;
  url: string;
};
