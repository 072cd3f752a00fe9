import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import bash from 'shiki/langs/bash.mjs';
import css from 'shiki/langs/css.mjs';
import html from 'shiki/langs/html.mjs';
import json from 'shiki/langs/json.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import { visit } from 'unist-util-visit';
import type { Locale } from '@/lib/i18n/locales';
import { classList, isElement } from './hast';
import { label } from './labels';

/** The languages an article's code blocks are coloured in, by the name a reader sees. */
export const CODE_LANGUAGES: Record<string, string> = {
  ts: 'TypeScript',
  typescript: 'TypeScript',
  css: 'CSS',
  html: 'HTML',
  bash: 'Bash',
  sh: 'Bash',
  shell: 'Bash',
  json: 'JSON',
};

const GRAMMAR: Record<string, string> = { ts: 'typescript', sh: 'bash', shell: 'bash' };

// Colours are CSS variables (--shiki-token-*), set from the theme's tokens where the article's styles are.
const theme = createCssVariablesTheme({ name: 'site', variablePrefix: '--shiki-' });
let highlighter: HighlighterCore | null = null;

/** Made on the first code block: an article without code pays nothing (synchronous, JavaScript regex engine). */
function highlighterOnce(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [theme],
    langs: [typescript, css, html, bash, json].flat(),
    // ES2024 ('v' flag, Node 20+): the automatic choice mis-tokenizes TypeScript on Node 20.
    engine: createJavaScriptRegexEngine({ target: 'ES2024' }),
  });
  return highlighter;
}

const codeOf = (pre: Element) => pre.children.find((child) => isElement(child, 'code'));

const languageOf = (code: Element | undefined) =>
  classList(code)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);

/**
 * Code blocks coloured at build, so no script reaches the reader: each block with a known language
 * is a `<figure>` named by its language, its `<pre>` focusable so a keyboard can scroll it; a block
 * without a language stays plain text in the same box.
 */
export function code(tree: Root, lang: Locale): void {
  const blocks: { pre: Element; language: string }[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'pre') return;
    const language = languageOf(codeOf(node));
    if (language && CODE_LANGUAGES[language]) blocks.push({ pre: node, language });
    node.properties = { ...node.properties, tabIndex: 0 };
  });
  if (!blocks.length) return;
  const transform = rehypeShikiFromHighlighter(highlighterOnce() as Parameters<typeof rehypeShikiFromHighlighter>[0], {
    theme: 'site',
    // No time limit: the first lines of a build compile the grammar's expressions and would come out uncoloured.
    tokenizeTimeLimit: 0,
  }) as unknown as (tree: Root) => void;
  for (const { pre, language } of blocks) {
    const source = codeOf(pre)!;
    source.properties = { ...source.properties, className: [`language-${GRAMMAR[language] ?? language}`] };
    const root: Root = { type: 'root', children: [{ ...pre }] };
    transform(root);
    // Shiki puts a fragment (a root holding the new <pre>) where the block was.
    const [result] = root.children as (Element | Root)[];
    const highlighted = (result.type === 'root' ? result.children[0] : result) as Element;
    const name = CODE_LANGUAGES[language];
    Object.assign(
      pre,
      h('figure', { className: ['code'], dataLanguage: language }, [
        h('figcaption', { className: ['code-language'] }, [
          h('span', { className: ['visually-hidden'] }, [label(lang, 'code', { language: name })]),
          h('span', { ariaHidden: 'true' }, [name]),
        ]),
        highlighted,
      ]),
    );
  }
}
