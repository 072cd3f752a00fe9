import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { checkLink as checkContentLink, type LinkTargets as ContentTargets } from '@/lib/content/body';
import type { Locale } from '@/lib/i18n/locales';

/** The build's targets: the published articles and tags, and the files under public/. */
export type LinkTargets = Omit<ContentTargets, 'isFile'>;

function isPublicFile(path: string): boolean {
  const file = join(process.cwd(), 'public', path);
  return existsSync(file) && statSync(file).isFile();
}

export const checkLink = (href: string, targets: LinkTargets, locale: Locale) =>
  checkContentLink(href, { ...targets, isFile: isPublicFile }, locale);

export function links(tree: Root, targets: LinkTargets, locale: Locale, problems: string[]): void {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    const result = checkLink(node.properties.href, targets, locale);
    if ('problem' in result) problems.push(result.problem);
    else node.properties.href = result.href;
  });
}
