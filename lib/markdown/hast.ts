/** The few shapes of the HTML tree (hast) the article transforms read and write. */
export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

export const h = (tagName: string, properties: Record<string, unknown> = {}, children: HastNode[] = []): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});

export const text = (value: string): HastNode => ({ type: 'text', value });

export const textOf = (node: HastNode): string => node.value ?? node.children?.map(textOf).join('') ?? '';

export const isElement = (node: HastNode | undefined, tagName?: string): boolean =>
  node?.type === 'element' && (!tagName || node.tagName === tagName);

/** The element children of a node, blank text between them ignored; null when it holds other text. */
export function onlyElements(node: HastNode): HastNode[] | null {
  const children = node.children ?? [];
  if (children.some((child) => child.type === 'text' && child.value?.trim())) return null;
  return children.filter((child) => child.type === 'element');
}

/** Calls `visit` for every element, parents first; `visit` may replace the node's children. */
export function eachElement(
  node: HastNode,
  visit: (element: HastNode, parent: HastNode | null, index: number) => void,
  parent: HastNode | null = null,
  index = 0,
): void {
  if (node.type === 'element') visit(node, parent, index);
  node.children?.forEach((child, at) => eachElement(child, visit, node, at));
}

export const classes = (node: HastNode): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

/** Problems found in one article; the pipeline fails once with all of them. */
export type Problems = string[];
