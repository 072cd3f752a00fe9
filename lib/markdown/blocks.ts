import type { Locale } from '@/lib/i18n/locales';
import { classes, eachElement, h, isElement, text, textOf, type HastNode } from './hast';
import { label } from './labels';

const CAPTION = /^(?:Tabela|Table): /;

/**
 * A table becomes a focusable, labelled region (a named <section>) that scrolls sideways on a narrow screen; a paragraph
 * right below it starting with 'Tabela: ' or 'Table: ' becomes its caption, without the prefix, set above the region
 * and outside it (so a phone shows it whole, not cut at the screen's edge), naming the region and the table.
 */
export function tables(tree: HastNode, lang: Locale): void {
  let count = 0;
  const scan = (node: HastNode) => {
    if (classes(node).includes('table-scroll')) return;
    const children = node.children ?? [];
    for (let at = 0; at < children.length; at += 1) {
      const table = children[at];
      if (!isElement(table, 'table')) continue;
      count += 1;
      const id = `table-${count}-caption`;
      const nextAt = children.findIndex((child, index) => index > at && (child.type !== 'text' || child.value?.trim()));
      const next = children[nextAt];
      let caption: HastNode | undefined;
      if (isElement(next, 'p') && CAPTION.test(textOf(next))) {
        const [first, ...rest] = next.children ?? [];
        const lead = first?.type === 'text' ? [text(first.value!.replace(CAPTION, ''))] : [];
        caption = h('p', { id, className: ['table-caption'] }, [...lead, ...rest]);
        table.properties = { ...table.properties, ariaLabelledBy: id };
        children.splice(nextAt, 1);
      }
      const name = caption ? { ariaLabelledBy: id } : { ariaLabel: label(lang, 'table') };
      // A column's alignment as data (align="…" is obsolete HTML); the article's styles align it.
      eachElement(table, (cell) => {
        if (!isElement(cell, 'th') && !isElement(cell, 'td')) return;
        const { align, ...rest } = cell.properties ?? {};
        cell.properties = align ? { ...rest, dataAlign: align } : rest;
      });
      const region = h('section', { className: ['table-scroll'], tabIndex: 0, ...name }, [table]);
      children[at] = caption ? h('div', { className: ['table-block'] }, [caption, region]) : region;
    }
  };
  scan(tree);
  eachElement(tree, scan);
}

/** A task's text becomes the label of its read-only checkbox, so a screen reader names it. */
export function taskLists(tree: HastNode): void {
  eachElement(tree, (node) => {
    if (!isElement(node, 'li') || !classes(node).includes('task-list-item')) return;
    const children = node.children ?? [];
    const end = children.findIndex((child) => isElement(child) && ['ul', 'ol', 'p'].includes(child.tagName!));
    const inline = end === -1 ? children : children.slice(0, end);
    const paragraph = children.find((child) => isElement(child, 'p'));
    // A loose list (blank lines between tasks) puts the checkbox inside a paragraph.
    if (inline.length === 0 && paragraph) return void (paragraph.children = [h('label', {}, paragraph.children)]);
    node.children = [h('label', {}, inline), ...(end === -1 ? [] : children.slice(end))];
  });
}

/** The notes' heading and back links in the language of the text; the heading is visible, out of the contents. */
export function footnotes(tree: HastNode, lang: Locale): void {
  eachElement(tree, (node) => {
    if (isElement(node, 'a') && node.properties?.dataFootnoteRef !== undefined) node.properties.ariaDescribedBy = ['footnote-label'];
    if (!isElement(node, 'section') || node.properties?.dataFootnotes === undefined) return;
    const heading = node.children?.find((child) => isElement(child, 'h2'));
    if (heading) {
      heading.properties = { id: 'footnote-label', className: ['footnotes-title'] };
      heading.children = [text(label(lang, 'footnotes'))];
    }
    // Notes are numbered in order of first use, whatever their labels ([^1], [^medida]).
    const notes = node.children?.find((child) => isElement(child, 'ol'))?.children?.filter((child) => isElement(child, 'li')) ?? [];
    notes.forEach((note, index) =>
      eachElement(note, (link) => {
        if (!isElement(link, 'a') || link.properties?.dataFootnoteBackref === undefined) return;
        link.properties = { ...link.properties, ariaLabel: label(lang, 'backToText', { n: index + 1 }), className: ['footnote-back'] };
      }),
    );
  });
}
