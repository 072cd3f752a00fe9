import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';
import { CAPTION_PREFIXES } from '@/lib/content/body';
import type { Locale } from '@/lib/i18n/locales';
import { classList, isElement } from './hast';
import { label } from './labels';

const CAPTION = new RegExp(`^(?:${CAPTION_PREFIXES.join('|')})`);

/**
 * A table becomes a focusable, labelled region (a named <section>) that scrolls sideways on a narrow screen; a paragraph
 * right below it starting with one of CAPTION_PREFIXES becomes its caption, without the prefix, set above the region
 * and outside it (so a phone shows it whole, not cut at the screen's edge), naming the region and the table.
 */
export function tables(tree: Root, lang: Locale): void {
  let count = 0;
  visit(tree, 'element', (table, at, parent) => {
    if (table.tagName !== 'table' || !parent || at === undefined) return;
    count += 1;
    const id = `table-${count}-caption`;
    const siblings = parent.children;
    const nextAt = siblings.findIndex((child, index) => index > at && (child.type !== 'text' || child.value.trim()));
    const next = siblings[nextAt];
    let caption: Element | undefined;
    if (isElement(next, 'p') && CAPTION.test(toString(next))) {
      const [first, ...rest] = next.children;
      const lead = first?.type === 'text' ? [first.value.replace(CAPTION, '')] : [];
      caption = h('p', { id, className: ['table-caption'] }, [...lead, ...rest]);
      table.properties = { ...table.properties, ariaLabelledBy: [id] };
      siblings.splice(nextAt, 1);
    }
    const name = caption ? { ariaLabelledBy: id } : { ariaLabel: label(lang, 'table') };
    // A column's alignment as data (align="…" is obsolete HTML); the article's styles align it.
    visit(table, 'element', (cell) => {
      if (cell.tagName !== 'th' && cell.tagName !== 'td') return;
      const { align, ...rest } = cell.properties;
      cell.properties = align ? { ...rest, dataAlign: align } : rest;
    });
    const region = h('section', { className: ['table-scroll'], tabIndex: 0, ...name }, [table]);
    siblings[at] = caption ? h('div', { className: ['table-block'] }, [caption, region]) : region;
    return SKIP;
  });
}

/** A task's text becomes the label of its read-only checkbox, so a screen reader names it. */
export function taskLists(tree: Root): void {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'li' || !classList(node).includes('task-list-item')) return;
    const children = node.children;
    const end = children.findIndex((child) => child.type === 'element' && ['ul', 'ol', 'p'].includes(child.tagName));
    const inline = end === -1 ? children : children.slice(0, end);
    const paragraph = children.find((child) => isElement(child, 'p'));
    // A loose list (blank lines between tasks) puts the checkbox inside a paragraph.
    if (inline.length === 0 && paragraph) return void (paragraph.children = [h('label', {}, paragraph.children)]);
    node.children = [h('label', {}, inline), ...(end === -1 ? [] : children.slice(end))];
  });
}

/** The notes' heading and back links in the language of the text; the heading is visible, out of the contents. */
export function footnotes(tree: Root, lang: Locale): void {
  visit(tree, 'element', (node) => {
    if (node.tagName === 'a' && node.properties.dataFootnoteRef !== undefined) node.properties.ariaDescribedBy = ['footnote-label'];
    if (node.tagName !== 'section' || node.properties.dataFootnotes === undefined) return;
    const heading = node.children.find((child) => isElement(child, 'h2'));
    if (heading) {
      heading.properties = { id: 'footnote-label', className: ['footnotes-title'] };
      heading.children = [{ type: 'text', value: label(lang, 'footnotes') }];
    }
    // Notes are numbered in order of first use, whatever their labels ([^1], [^medida]).
    const list = node.children.find((child) => isElement(child, 'ol'));
    const notes = list?.children.filter((child) => isElement(child, 'li')) ?? [];
    notes.forEach((note, index) =>
      visit(note, 'element', (link) => {
        if (link.tagName !== 'a' || link.properties.dataFootnoteBackref === undefined) return;
        link.properties = { ...link.properties, ariaLabel: label(lang, 'backToText', { n: index + 1 }), className: ['footnote-back'] };
      }),
    );
  });
}
