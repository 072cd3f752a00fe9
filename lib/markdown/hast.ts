import type { Element, ElementContent, Parents, RootContent } from 'hast';
import { whitespace } from 'hast-util-whitespace';

/** Whether a node is an element of this tag name. */
export const isElement = (node: ElementContent | RootContent | Parents | undefined, tagName: string): node is Element =>
  node?.type === 'element' && node.tagName === tagName;

/** A node's children but the whitespace between them. */
export const significant = (node: Parents): RootContent[] => node.children.filter((child) => !whitespace(child));

/** An element's class names, as the markdown pipeline writes them (an array). */
export const classList = (node: Element | undefined): string[] => (node?.properties.className as string[] | undefined) ?? [];
