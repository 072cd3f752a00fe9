// The editor at /admin: Decap CMS (public/admin/decap/, copied from node_modules by scripts/admin.mjs)
// with this site's configuration (/admin/config.json, made at build from the content schemas), its own
// widgets and previews, and the build's own checks before saving (SiteEditor, /admin/checks.js, bundled
// by scripts/admin.mjs from lib/cms/editorChecks.ts). Plain script; runs before and after decap-cms.js
// (all deferred): it stops Decap's own start, then starts it with the configuration once the page is parsed.
/* global CMS, h, createClass, SiteEditor */
'use strict';

window.CMS_MANUAL_INIT = true;
// Markdown opens as written (tables, notes and captions round-trip exactly); the editor may switch to rich text.
if (!localStorage.getItem('cms.md-mode')) localStorage.setItem('cms.md-mode', 'raw');

/** `npm run cms` runs decap-server on this machine; it reads and writes the working copy's files. */
const LOCAL_BACKEND = `http://${location.hostname}:8081/api/v1`;
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

const plain = (value) => (value && typeof value.toJS === 'function' ? value.toJS() : value);
/** The site's one slug rule (lib/slug.mjs): two spellings of a tag with one slug are one tag, one page. */
const words = (text) => SiteEditor.slug(String(text));

function show(id, message) {
  if (message) document.getElementById('setup-status').textContent = message;
  if (id) document.getElementById(id).hidden = false;
}

async function localBackendAnswers() {
  try {
    const response = await fetch(LOCAL_BACKEND, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The Portuguese of the words Decap's own Portuguese leaves in English (its missing keys fall back to English,
 * e.g. "Fill in from another locale"), and of a few it keeps in English or in jargon. Merged over Decap's `pt`.
 * The scroll-sync button's title is matched by admin.css, which hides the button on a phone.
 */
const PORTUGUESE = {
  auth: { loginWithForgejo: 'Entrar com o Forgejo' },
  collection: {
    collectionTop: { viewAsList: 'Ver como lista', viewAsGrid: 'Ver como grade' },
    entries: { unpublishedHeader: 'Não publicados' },
  },
  editor: {
    editorControl: { field: { widgetLabel: 'Campo %{widgetLabel}' } },
    editorControlPane: {
      i18n: {
        copyFromLocale: 'Copiar da outra língua',
        copyFromLocaleConfirm: 'Copiar o texto em %{locale}?\nO que está escrito aqui será substituído.',
      },
    },
    editorInterface: {
      toggleI18n: 'Mostrar ou esconder a outra língua',
      togglePreview: 'Mostrar ou esconder a prévia',
      toggleScrollSync: 'Sincronizar rolagem',
      toggleNotes: 'Mostrar ou esconder as notas',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Nenhuma nota ainda. Escreva a primeira abaixo.',
      addNote: 'Adicionar nota',
      addPlaceholder: 'Escreva uma nota...',
      editPlaceholder: 'Edite a nota...',
      save: 'Salvar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Excluir',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: 'Excluir esta nota?',
      shortcut: 'Dica: Ctrl+Enter adiciona a nota',
    },
    editorToolbar: { status: 'Situação: %{status}' },
    editorWidgets: {
      markdown: {
        richText: 'Texto formatado',
        strikethrough: 'Tachado',
        toggleMode: { rich: 'Passar para texto formatado', markdown: 'Passar para Markdown' },
      },
      image: { chooseMultiple: 'Escolher imagens', addMore: 'Adicionar mais imagens', removeAll: 'Remover todas as imagens' },
      file: { chooseMultiple: 'Escolher arquivos', addMore: 'Adicionar mais arquivos', removeAll: 'Remover todos os arquivos' },
      datetime: { setToNow: 'Preencher %{fieldLabel} com agora' },
      object: { expand: 'Abrir', collapse: 'Fechar' },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: 'Fechar', download: 'Baixar' } },
  ui: {
    settingsDropdown: { account: 'Opções da conta' },
    toast: {
      noteAdded: 'Nota adicionada',
      onFailToAddNote: 'A nota não foi adicionada: %{details}',
      noteUpdated: 'Nota atualizada',
      onFailToUpdateNote: 'A nota não foi atualizada: %{details}',
      noteDeleted: 'Nota excluída',
      onFailToDeleteNote: 'A nota não foi excluída: %{details}',
      noteResolved: 'Nota resolvida',
      noteReopened: 'Nota reaberta',
      onFailToToggleNote: 'A nota não mudou: %{details}',
    },
  },
};

/** `base` with `over`'s phrases laid over it, key by key at every depth. */
function merged(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over))
    out[key] = value && typeof value === 'object' ? merged(base?.[key] || {}, value) : value;
  return out;
}

/** Tags: the site's existing ones offered as you type, a new one when none fits; same spelling as the existing tag. */
function tagsWidget(lists) {
  return createClass({
    known() {
      return lists[this.props.field.get('known')] || [];
    },
    getInitialState() {
      return { draft: '' };
    },
    tags() {
      return plain(this.props.value) || [];
    },
    add(text) {
      const typed = text.trim();
      if (!typed) return;
      const existing = this.known().find((tag) => words(tag) === words(typed));
      const tag = existing || typed;
      const tags = this.tags();
      if (!tags.some((item) => words(item) === words(tag))) this.props.onChange([...tags, tag]);
      this.setState({ draft: '' });
    },
    remove(tag) {
      this.props.onChange(this.tags().filter((item) => item !== tag));
    },
    /** The build's rules for the field (SiteEditor, from the content schema), on the entry as it stands. */
    isValid() {
      const { collection, entry, field } = this.props;
      const data = { ...plain(entry.get('data')), [field.get('name')]: this.tags() };
      const problems = SiteEditor.fieldProblems(collection.get('name'), field.get('name'), data);
      return problems.length ? { error: { message: `O site não aceitaria estas tags: ${problems.join('; ')}.` } } : true;
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const listId = `${forID}-known`;
      return h(
        'div',
        { className: `${classNameWrapper} tags-widget` },
        h(
          'ul',
          { className: 'tags-widget__chosen', 'aria-label': 'Tags escolhidas' },
          this.tags().map((tag) =>
            h(
              'li',
              { key: tag },
              tag,
              h('button', { type: 'button', 'aria-label': `Remover ${tag}`, onClick: () => this.remove(tag) }, '×'),
            ),
          ),
        ),
        h('input', {
          id: forID,
          list: listId,
          value: this.state.draft,
          placeholder: 'Escreva e tecle Enter',
          onFocus: setActiveStyle,
          onChange: (event) => {
            const value = event.target.value;
            // Picking a suggestion fills the input with the whole tag: add it at once.
            if (this.known().includes(value)) this.add(value);
            else this.setState({ draft: value });
          },
          onKeyDown: (event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              this.add(this.state.draft);
            }
          },
          onBlur: () => {
            this.add(this.state.draft);
            setInactiveStyle();
          },
        }),
        h(
          'datalist',
          { id: listId },
          this.known().map((tag) => h('option', { key: tag, value: tag })),
        ),
      );
    },
  });
}

/** The pictures a text names (markdown images) and a case's own, as the preview asks Decap for them. */
function picturesOf(data) {
  const body = [...String(data.body || '').matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1]);
  return [...body, data.cover, ...(data.gallery || []).map((image) => image.src)].filter(Boolean);
}

/**
 * A preview that draws again until the pictures it shows have loaded: Decap hands out an empty stand-in
 * while it fetches a picture from the backend and does not redraw the preview when the picture arrives.
 */
function previewOf(render) {
  return createClass({
    getInitialState() {
      return { ready: 0 };
    },
    componentDidMount() {
      let tries = 0;
      this.timer = setInterval(() => {
        const pictures = picturesOf(plain(this.props.entry.get('data')));
        const ready = pictures.filter((path) => this.props.getAsset(path).path !== 'empty.svg').length;
        if (ready !== this.state.ready) this.setState({ ready });
        if (ready === pictures.length || ++tries > 40) clearInterval(this.timer);
      }, 250);
    },
    componentWillUnmount() {
      clearInterval(this.timer);
    },
    render() {
      return render(this.props, this.state.ready);
    },
  });
}

/** The text as the article page sets it; a "Tabela: "/"Table: " line below a table (the build's prefixes) is its caption there, styled so here. */
function prose(widgetFor, ready) {
  // Drawn anew (its key) each time more of its pictures have arrived.
  return h('div', { key: ready, className: 'prose', ref: (node) => node && captions(node) }, widgetFor('body'));
}

function captions(node) {
  for (const table of node.querySelectorAll('table')) {
    const next = table.nextElementSibling;
    const caption = next && next.tagName === 'P' && SiteEditor.CAPTION_PREFIXES.some((prefix) => next.textContent.startsWith(prefix));
    if (caption) next.className = 'table-caption';
  }
}

function articlePreview({ entry, widgetFor }, ready) {
  const data = entry.get('data');
  return h(
    'article',
    { className: 'preview' },
    h('p', { className: 'preview__meta' }, [data.get('category'), data.get('date')].filter(Boolean).join(' · ')),
    h('h1', { className: 'preview__title' }, data.get('title')),
    h('p', { className: 'preview__lede' }, data.get('preview')),
    prose(widgetFor, ready),
  );
}

function casePreview({ entry, widgetFor, getAsset }, ready) {
  const data = entry.get('data');
  const results = plain(data.get('results')) || [];
  const gallery = plain(data.get('gallery')) || [];
  return h(
    'article',
    { className: 'preview' },
    h('p', { className: 'preview__meta' }, [data.get('client'), data.get('sector'), data.get('city'), data.get('year')].filter(Boolean).join(' · ')),
    h('h1', { className: 'preview__title' }, data.get('title')),
    h('p', { className: 'preview__lede' }, data.get('description')),
    h(
      'ul',
      { className: 'preview__results' },
      results.map((result, index) => h('li', { key: index }, h('strong', null, result.value), ' ', result.label)),
    ),
    h(
      'div',
      { className: 'preview__gallery' },
      gallery.map((image, index) => h('img', { key: index, src: getAsset(image.src).toString(), alt: image.alt })),
    ),
    prose(widgetFor, ready),
  );
}

async function start() {
  const { config, known, production } = await (await fetch('/admin/config.json')).json();
  const local = LOCAL_HOSTS.includes(location.hostname);
  if (local) {
    if (!(await localBackendAnswers())) return show('setup-local', 'O editor local não está rodando.');
    config.backend = { name: 'proxy', proxy_url: LOCAL_BACKEND };
  } else if (!production) {
    return show('setup-live', 'O editor ainda não foi ligado ao repositório do site.');
  } else {
    config.backend = production.backend;
    config.publish_mode = 'editorial_workflow';
  }
  document.getElementById('setup').hidden = true;
  CMS.registerLocale('pt', merged(CMS.getLocale('pt'), PORTUGUESE));
  CMS.registerPreviewStyle('/admin/preview.css');
  CMS.registerPreviewTemplate('posts', previewOf(articlePreview));
  CMS.registerPreviewTemplate('projects', previewOf(casePreview));
  CMS.registerWidget('tags', tagsWidget(known));
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const english = plain(entry.getIn(['i18n', 'en', 'data']));
      const problems = SiteEditor.problemsBeforeSave(entry.get('collection'), plain(entry.get('data')), english, known);
      if (problems.length) throw new Error(`O site não aceitaria este texto: ${problems.join('; ')}.`);
    },
  });
  CMS.init({ config });
}

document.addEventListener('DOMContentLoaded', () => {
  start().catch((error) => show(null, `O editor não abriu: ${error.message}`));
});
