export function slug(text: string): string;
