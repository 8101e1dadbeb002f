#!/usr/bin/env node
// Offline API documentation: `npm run docs` writes into dist/docs/ (or `--out <dir>`)
//   api.html            the OpenAPI reference (Redoc, pre-rendered by `redocly build-docs`, its script inlined)
//   scanner-driver.html the scanner driver's AsyncAPI document (static HTML)
//   push.html           the backend push channel's AsyncAPI document (static HTML)
//   index.html          links to the three
// Opened from disk, no page makes a request to any other host: no CDN script, no web font.
// What the specification does not show and the contract chose (`x-inferred: true`) carries a visible
// "x-inferred" mark with its reason on every page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { loadAsyncApi } from './asyncapi.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const out = resolve(root, outArg > 0 ? (process.argv[outArg + 1] ?? '') : 'dist/docs');

/** @typedef {{ [key: string]: any }} Json */

/**
 * @param {unknown} v
 * @returns {v is Json}
 */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @param {unknown} text */
const esc = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const INFERRED_MARK = 'x-inferred';
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

// ---- The OpenAPI reference ----

/**
 * A copy of the contract where everything marked `x-inferred` says so in its description (Redoc shows descriptions of
 * operations, responses, parameters, schemas, properties and security schemes; vendor extensions only on some).
 * @param {unknown} node
 * @returns {unknown}
 */
function markInferred(node) {
  if (Array.isArray(node)) return node.map(markInferred);
  if (!isObject(node)) return node;
  /** @type {Json} */
  const copy = {};
  for (const [key, value] of Object.entries(/** @type {Json} */ (node))) copy[key] = key === 'examples' || key === 'example' ? value : markInferred(value);
  if (copy['x-inferred'] === true) {
    const why = typeof copy['x-inferred-why'] === 'string' ? ` ${copy['x-inferred-why']}` : '';
    const mark = `**${INFERRED_MARK}** (not shown by the specification; our choice):${why}`;
    copy.description = typeof copy.description === 'string' && copy.description.trim() ? `${copy.description.trimEnd()}\n\n${mark}` : mark;
  }
  return copy;
}

/**
 * Writes each operation's access rule (openapi/access.yaml, the access model) at the top of its description, marked
 * x-inferred with its reason, and the model's rules into the introduction.
 * @param {Json} contract
 */
function addAccess(contract) {
  const text = readFileSync(join(root, 'openapi/access.yaml'), 'utf8');
  const doc = parseYaml(text);
  const SCOPES = { school: 'own school', unit: 'own unit and the units under it' };
  for (const item of Object.values(contract.paths ?? {})) {
    for (const op of Object.values(/** @type {Json} */ (item))) {
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const e = doc.operations[op.operationId];
      /** @type {string} */
      let rule;
      if (e === 'public') rule = 'public (no session)';
      else if (e === 'session') rule = 'any signed-in user';
      else if (e.grant === 'scan') rule = `a user who may scan the exam subject named (connectScanner's scanPerm)${e.scope ? `; data scope of the school named: ${SCOPES[/** @type {keyof typeof SCOPES} */ (e.scope)]}` : ''}. **${INFERRED_MARK}**: ${e.why}`;
      else if (!e.pages) rule = `any signed-in user. **${INFERRED_MARK}**: ${e.why}`;
      else {
        rule = `one of the permission pages ${e.pages.map((/** @type {string} */ p) => `\`${p}\``).join(', ')}`;
        if (e.userTypes) rule += `; user types ${e.userTypes.join(', ')} only`;
        if (e.scope) rule += `; data scope: ${SCOPES[/** @type {keyof typeof SCOPES} */ (e.scope)]}`;
        rule += `. **${INFERRED_MARK}**: ${e.why}`;
      }
      const access = `**Access** (openapi/access.yaml): ${rule}`;
      op.description = typeof op.description === 'string' && op.description.trim() ? `${access}\n\n${op.description}` : access;
    }
  }
  const intro = text.split('\nx-inferred:')[0]?.split('\n').map((l) => l.replace(/^# ?/, '    ')).join('\n');
  contract.info.description = `${contract.info.description ?? ''}\n\n# Access model\n\nEvery operation states what it needs (\`openapi/access.yaml\`, **${INFERRED_MARK}**: ${doc['x-inferred-why']}); a refusal answers \`{ success: false, result }\` with ${Object.values(doc.refusals).map((t) => `'${t}'`).join(', ')}.\n\n${intro}\n`;
}

/** The Redoc standalone bundle of the very Redoc version `redocly build-docs` made the page state with. */
function redocStandalone() {
  const cli = createRequire(createRequire(join(root, 'package.json')).resolve('@redocly/cli/package.json'));
  const redocPackage = cli.resolve('redoc/package.json');
  const version = JSON.parse(readFileSync(redocPackage, 'utf8')).version;
  return { version, script: readFileSync(join(dirname(redocPackage), 'bundles/redoc.standalone.js'), 'utf8') };
}

// ---- The API reference's search ----
// Redoc's own search (lunr) trims every character that is not a Latin word character from the words it indexes, so
// a Chinese summary or error text indexes as nothing and every Chinese query answers the same few operations; it
// also indexes no operationIds or field names. The page gets its own search instead: an index made here from the
// contract (summary, operationId, method and path, tag, description, and every field name of the request and the
// success answer), matched by substring in the browser, each result linking to the operation's section.

/**
 * Field names of a dereferenced schema, at any depth.
 * @param {unknown} schema
 * @param {Set<string>} into
 * @param {number} depth
 */
function fieldNames(schema, into, depth = 0) {
  if (!isObject(schema) || depth > 8) return into;
  for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    into.add(name);
    fieldNames(property, into, depth + 1);
  }
  fieldNames(schema.items, into, depth + 1);
  for (const key of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(schema[key])) for (const s of schema[key]) fieldNames(s, into, depth + 1);
  return into;
}

/** Redoc's section id of a tag's operation (`tag/<tag>/operation/<operationId>`), as the page's links use it. */
const operationAnchor = (/** @type {string} */ tag, /** @type {string} */ id) => `tag/${tag.replace(/[^\w-]+/g, '-')}/operation/${id}`;

/** The search index: one entry per operation of the dereferenced contract. */
function searchIndex() {
  const bundle = JSON.parse(readFileSync(join(root, 'packages/sdk/src/generated/openapi.bundle.json'), 'utf8'));
  const entries = [];
  for (const [path, item] of Object.entries(bundle.paths ?? {})) {
    for (const [method, op] of Object.entries(/** @type {Json} */ (item))) {
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const fields = new Set();
      for (const media of Object.values(op.requestBody?.content ?? {})) fieldNames(media.schema, fields);
      for (const media of Object.values(op.responses?.['200']?.content ?? {})) fieldNames(media.schema, fields);
      const tag = String(op.tags?.[0] ?? 'default');
      entries.push({
        id: op.operationId,
        anchor: operationAnchor(tag, op.operationId),
        summary: String(op.summary ?? ''),
        call: `${method.toUpperCase()} ${path}`,
        tag,
        description: String(op.description ?? '').replace(/\s+/g, ' ').slice(0, 2000),
        fields: [...fields],
      });
    }
  }
  return entries;
}

const SEARCH_STYLE = `#api-search { position: fixed; top: 8px; right: 12px; z-index: 1000; width: 340px; font: 14px/1.4 system-ui, sans-serif; }
#api-search input { box-sizing: border-box; width: 100%; padding: 6px 8px; border: 1px solid #888; border-radius: 4px; background: #fff; color: #222; }
#api-search ol { list-style: none; margin: 4px 0 0; padding: 0; max-height: 70vh; overflow: auto; background: #fff; color: #222; box-shadow: 0 2px 8px rgba(0,0,0,.3); border-radius: 4px; }
#api-search li a { display: block; padding: 6px 8px; color: inherit; text-decoration: none; border-bottom: 1px solid #eee; }
#api-search li a:hover, #api-search li a:focus { background: #e8f0fe; }
#api-search small { display: block; color: #555; }
#api-search label { position: absolute; left: -10000px; }`;

/** The search's script: ranks operations by where each word of the query is found (every word must be found). */
const SEARCH_SCRIPT = `(() => {
  const input = document.getElementById('api-search-input');
  const list = document.getElementById('api-search-results');
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  function score(entry, word) {
    const id = entry.id.toLowerCase();
    if (id === word) return { points: 100 };
    let best = { points: 0 };
    const take = (points, field) => { if (points > best.points) best = { points, field }; };
    if (id.includes(word)) take(40);
    if (entry.summary.toLowerCase().includes(word)) take(30);
    if (entry.call.toLowerCase().includes(word)) take(20);
    for (const f of entry.fields) {
      const name = f.toLowerCase();
      if (name === word) take(15, f);
      else if (name.includes(word)) take(8, f);
    }
    if (entry.tag.toLowerCase().includes(word)) take(5);
    if (entry.description.toLowerCase().includes(word)) take(3);
    return best;
  }
  function search(query) {
    const words = query.toLowerCase().split(/\\s+/).filter(Boolean);
    if (!words.length) return [];
    const found = [];
    API_SEARCH.forEach((entry, order) => {
      let total = 0;
      const fields = [];
      for (const word of words) {
        const s = score(entry, word);
        if (!s.points) return;
        total += s.points;
        if (s.field) fields.push(s.field);
      }
      found.push({ entry, total, order, fields });
    });
    return found.sort((a, b) => b.total - a.total || a.order - b.order).slice(0, 30);
  }
  input.addEventListener('input', () => {
    const results = search(input.value);
    list.innerHTML = results
      .map((r) => '<li><a href="#' + esc(r.entry.anchor) + '" data-operation="' + esc(r.entry.id) + '">' + esc(r.entry.summary) + '<small><code>' + esc(r.entry.call) + '</code> · ' + esc(r.entry.id) + (r.fields.length ? ' · field ' + esc(r.fields.join(', ')) : '') + '</small></a></li>')
      .join('');
    list.hidden = !results.length && !input.value.trim();
    if (!results.length && input.value.trim()) list.innerHTML = '<li><small>没有匹配的接口 / No operation matches</small></li>';
  });
  list.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) list.hidden = true;
  });
})();`;

/** The search box and its index, put at the end of the API reference's body. */
function searchPanel() {
  const data = JSON.stringify(searchIndex()).replace(/</g, '\\u003c');
  return `<style>${SEARCH_STYLE}</style>
<div id="api-search" role="search"><label for="api-search-input">搜索接口 / Search operations</label><input id="api-search-input" type="search" autocomplete="off" placeholder="搜索: 考试列表, loadexam, exam_id, 登录失效 …"><ol id="api-search-results" hidden></ol></div>
<script>const API_SEARCH = ${data};\n${SEARCH_SCRIPT}</script>
`;
}

/** @param {string} tmp */
function buildApiReference(tmp) {
  const bundled = JSON.parse(readFileSync(join(root, 'packages/sdk/src/generated/openapi.bundled.json'), 'utf8'));
  const contract = /** @type {Json} */ (markInferred(bundled));
  addAccess(contract);
  // Redoc lists the security schemes (the session cookie) where the description asks for them.
  contract.info.description = `${contract.info.description ?? ''}\n\n# Authentication\n\n<!-- ReDoc-Inject: <security-definitions> -->\n`;
  const source = join(tmp, 'openapi.json');
  writeFileSync(source, JSON.stringify(contract));
  const target = join(tmp, 'api.html');
  execFileSync(
    join(root, 'node_modules/.bin/redocly'),
    [
      'build-docs',
      source,
      '-o',
      target,
      '--disableGoogleFont',
      '--title',
      'Exam platform API reference',
      '--theme.openapi.jsonSampleExpandLevel=3',
      '--theme.openapi.hideDownloadButton',
      // Its search cannot find Chinese text, operationIds or field names: the page has its own (searchPanel).
      '--theme.openapi.disableSearch',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
  );
  const html = readFileSync(target, 'utf8');
  const { version, script } = redocStandalone();
  const cdn = new RegExp(`<script src="https://cdn\\.redoc(?:ly)?\\.com/redoc/v${version.replace(/\./g, '\\.')}/bundles/redoc\\.standalone\\.js"></script>`);
  if (!cdn.test(html)) throw new Error(`redocly build-docs no longer loads Redoc ${version} from the CDN as expected; update scripts/docs.mjs`);
  // The one image Redoc loads from another host (the "API docs by Redocly" logo) becomes an empty inline image.
  const inlined = script.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg/g, EMPTY_SVG).replace(/<\/script/gi, '<\\/script');
  // Render on the client from the pre-rendered state (hydrating markup made by another React build reports mismatches).
  const hydrate = 'Redoc.hydrate(__redoc_state, container);';
  if (!html.includes(hydrate)) throw new Error('redocly build-docs no longer hydrates as expected; update scripts/docs.mjs');
  // Function replacements: `$&`-like sequences in the bundle stay as they are.
  const page = html
    .replace(cdn, () => `<script>${inlined}</script>`)
    .replace(hydrate, () => "container.replaceChildren(); Redoc.init(__redoc_state.spec.data, __redoc_state.options, container, () => container.setAttribute('data-rendered', 'true'));");
  // The search goes before the page's own </body> (the last one: the inlined bundle's text may hold the string too).
  const end = page.lastIndexOf('</body>');
  if (end < 0) throw new Error('redocly build-docs wrote no </body>; update scripts/docs.mjs');
  const searchable = `${page.slice(0, end)}${searchPanel()}${page.slice(end)}`;
  // Links to other sites are fine; nothing may be loaded from one (scripts, images, style sheets, fonts).
  const loaded = page.replace(/<script>[\s\S]*?<\/script>/g, '').match(/\bsrc="https?:[^"]*"|<link\b[^>]*\bhref="https?:[^"]*"|url\(["']?https?:[^)]*\)/gi);
  if (loaded) throw new Error(`the API reference still loads from another host: ${loaded.slice(0, 5).join(', ')}`);
  return searchable;
}

// ---- The AsyncAPI references (static HTML from the document itself) ----

/**
 * @param {Json} doc
 * @param {string} ref a local reference, `#/…`
 */
function deref(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, part) => (isObject(node) ? node[part] : undefined), doc);
}

/** @param {string} ref */
const refName = (ref) => ref.split('/').pop() ?? ref;

/**
 * A small Markdown subset (paragraphs, `-` lists, `code`, **bold**, *emphasis*), which is what the documents use.
 * @param {unknown} text
 * @returns {string}
 */
function markdown(text) {
  if (typeof text !== 'string' || !text.trim()) return '';
  const inline = (/** @type {string} */ s) =>
    esc(s)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l, i) => /^\s*- /.test(l) || (i > 0 && /^\s{2,}\S/.test(l)))) {
        /** @type {string[]} */
        const items = [];
        for (const l of lines) {
          if (/^\s*- /.test(l)) items.push(l.replace(/^\s*- /, ''));
          else items[items.length - 1] += ` ${l.trim()}`;
        }
        return `<ul>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
      }
      const [first, ...rest] = lines;
      if (first !== undefined && /^\s*- /.test(rest[0] ?? '') && rest.every((l) => /^\s*- /.test(l) || /^\s{2,}\S/.test(l))) {
        return `<p>${inline(first)}</p>${markdown(rest.join('\n'))}`;
      }
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('\n');
}

/** @param {Json} node */
function inferredNote(node) {
  if (node['x-inferred'] !== true) return '';
  const why = typeof node['x-inferred-why'] === 'string' ? node['x-inferred-why'] : '';
  return `<p class="inferred"><span class="badge">${INFERRED_MARK}</span> Not shown by the specification; our choice. ${esc(why)}</p>`;
}

/**
 * The constraints of a schema as short text ("enum: a | b", "minimum 0", …).
 * @param {Json} s
 */
function constraints(s) {
  /** @type {string[]} */
  const parts = [];
  if ('const' in s) parts.push(`always ${JSON.stringify(s.const)}`);
  if (Array.isArray(s.enum)) parts.push(`one of ${s.enum.map((v) => JSON.stringify(v)).join(' | ')}`);
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'format', 'pattern', 'contentEncoding']) {
    if (k in s) parts.push(`${k} ${typeof s[k] === 'string' ? s[k] : JSON.stringify(s[k])}`);
  }
  if ('default' in s) parts.push(`default ${JSON.stringify(s.default)}`);
  if (Array.isArray(s.examples) && s.examples.length) parts.push(`e.g. ${s.examples.slice(0, 3).map((v) => JSON.stringify(v)).join(', ').slice(0, 160)}`);
  return parts;
}

/**
 * A schema as nested HTML: its type, constraints and description, then its properties, items and variants.
 * @param {Json} doc
 * @param {unknown} schema
 * @param {number} depth
 * @returns {string}
 */
function renderSchema(doc, schema, depth = 0) {
  if (!isObject(schema)) return '';
  /** @type {Json} */
  let s = /** @type {Json} */ (schema);
  let named = '';
  if (typeof s.$ref === 'string') {
    named = refName(s.$ref);
    s = /** @type {Json} */ (deref(doc, s.$ref) ?? {});
  }
  if (depth > 8) return `<span class="type">${esc(named || 'object')}</span>`;
  const types = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? (s.properties ? 'object' : ''));
  let html = `<span class="type">${esc(types)}${named ? ` <span class="named">${esc(named)}</span>` : ''}</span>`;
  const c = constraints(s);
  if (c.length) html += ` <span class="constraints">${esc(c.join('; '))}</span>`;
  html += markdown(s.description) + inferredNote(s);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    if (!Array.isArray(s[key])) continue;
    const label = { allOf: 'all of', oneOf: 'one of', anyOf: 'any of' }[key];
    html += `<div class="variants"><em>${label}:</em><ol>${s[key].map((v) => `<li>${renderSchema(doc, v, depth + 1)}</li>`).join('')}</ol></div>`;
  }
  if (isObject(s.if) && isObject(s.then)) {
    html += `<div class="variants"><em>if</em> ${esc(JSON.stringify(s.if))} <em>then</em> ${renderSchema(doc, s.then, depth + 1)}</div>`;
  }
  if (isObject(s.items)) html += `<div class="items"><em>items:</em> ${renderSchema(doc, s.items, depth + 1)}</div>`;
  if (isObject(s.properties)) {
    const required = Array.isArray(s.required) ? s.required : [];
    html += '<table class="props"><thead><tr><th>field</th><th>schema</th></tr></thead><tbody>';
    for (const [name, prop] of Object.entries(s.properties)) {
      html += `<tr><td><code>${esc(name)}</code>${required.includes(name) ? ' <span class="req">required</span>' : ''}</td><td>${renderSchema(doc, prop, depth + 1)}</td></tr>`;
    }
    html += '</tbody></table>';
  }
  return html;
}

/**
 * @param {Json} doc
 * @param {unknown[] | undefined} refs message references
 */
const messageLinks = (doc, refs) =>
  (refs ?? [])
    .filter(isObject)
    .map((r) => {
      const message = /** @type {Json} */ (deref(doc, /** @type {Json} */ (r).$ref) ?? {});
      const name = refName(/** @type {Json} */ (r).$ref);
      const title = typeof message.name === 'string' ? message.name : name;
      return `<a href="#message-${esc(title)}"><code>${esc(title)}</code></a>`;
    })
    .join(', ');

/**
 * @param {string} title
 * @param {string} body
 * @param {string} [head]
 */
function page(title, body, head = '') {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${esc(title)}</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; color: #1f2933; line-height: 1.5; }
header { background: #1c3d5a; color: #fff; padding: 16px 32px; } header a { color: #cfe3ff; } header code { background: rgba(255, 255, 255, 0.15); color: #fff; }
main { display: flex; } nav { width: 280px; flex: none; padding: 16px; border-right: 1px solid #e4e7eb; position: sticky; top: 0; height: 100vh; overflow: auto; box-sizing: border-box; font-size: 14px; }
nav ul { list-style: none; padding-left: 8px; } nav a { color: #1c3d5a; text-decoration: none; }
article { padding: 16px 32px; min-width: 0; flex: 1; }
section { border-top: 1px solid #e4e7eb; padding: 8px 0 16px; }
code { background: #f0f4f8; padding: 0 4px; border-radius: 3px; font-size: 90%; }
pre { background: #102a43; color: #f0f4f8; padding: 12px; overflow: auto; border-radius: 4px; font-size: 13px; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 14px; table-layout: fixed; } th, td { border: 1px solid #d9e2ec; padding: 4px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; } .props th:first-child { width: 200px; }
.type { font-family: monospace; color: #7c5e10; } .named { color: #486581; } .constraints { color: #52606d; font-size: 13px; }
.req { color: #c23030; font-size: 12px; } .action { text-transform: uppercase; font-size: 12px; font-weight: bold; padding: 2px 6px; border-radius: 3px; background: #d9e2ec; }
.inferred { background: #fff8e1; border-left: 4px solid #f0b429; padding: 4px 8px; } .badge { background: #f0b429; color: #3e2c00; font-weight: bold; font-size: 12px; padding: 1px 6px; border-radius: 3px; font-family: monospace; }
</style>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * @param {string} source
 * @param {string} file
 */
async function buildAsyncApiReference(source, file) {
  /** @type {Json} */
  const doc = await loadAsyncApi(root, source);
  const info = doc.info ?? {};
  const messages = Object.entries(doc.components?.messages ?? {});
  const operations = Object.entries(doc.operations ?? {});
  const channels = Object.entries(doc.channels ?? {});

  let body = `<header><a href="index.html">API documentation</a><h1>${esc(info.title)}</h1><p>AsyncAPI ${esc(doc.asyncapi)} · version ${esc(info.version)} · <code>${esc(source)}</code></p></header><main><nav><strong>Operations</strong><ul>`;
  body += operations.map(([id, op]) => `<li><a href="#operation-${esc(id)}">${esc(op.title ?? id)}</a></li>`).join('');
  body += '</ul><strong>Messages</strong><ul>';
  body += messages.map(([name, m]) => `<li><a href="#message-${esc(m.name ?? name)}">${esc(m.name ?? name)}</a></li>`).join('');
  body += '</ul></nav><article>';
  body += `<section id="overview">${markdown(info.description)}${inferredNote(info)}</section>`;

  body += '<section id="servers"><h2>Servers</h2><table><thead><tr><th>name</th><th>address</th><th>description</th></tr></thead><tbody>';
  for (const [name, server] of Object.entries(doc.servers ?? {})) {
    body += `<tr><td>${esc(name)}</td><td><code>${esc(server.protocol)}://${esc(server.host)}${esc(server.pathname ?? '')}</code></td><td>${esc(server.title ?? '')}${markdown(server.description)}</td></tr>`;
  }
  body += '</tbody></table></section>';

  body += '<section id="channels"><h2>Channels</h2>';
  for (const [id, channel] of channels) {
    body += `<h3 id="channel-${esc(id)}">${esc(channel.title ?? id)} <code>${esc(channel.address)}</code></h3>${markdown(channel.description)}${inferredNote(channel)}`;
    for (const [name, parameter] of Object.entries(channel.parameters ?? {})) {
      body += `<p>Parameter <code>${esc(name)}</code>: ${esc(parameter.description ?? '')}</p>`;
    }
    body += `<p>Messages: ${messageLinks(doc, Object.values(channel.messages ?? {}))}</p>`;
  }
  body += '</section>';

  body += '<section id="operations"><h2>Operations</h2>';
  for (const [id, op] of operations) {
    const channel = isObject(op.channel) ? deref(doc, op.channel.$ref) : undefined;
    body += `<div class="operation" id="operation-${esc(id)}"><h3><span class="action">${esc(op.action)}</span> ${esc(op.title ?? id)} <small><code>${esc(id)}</code></small></h3>`;
    body += `<p>${esc(op.summary ?? '')}</p>${markdown(op.description)}${inferredNote(op)}`;
    if (isObject(channel)) body += `<p>Channel: <code>${esc(channel.address)}</code></p>`;
    body += `<p>Message: ${messageLinks(doc, op.messages)}</p>`;
    if (isObject(op.reply)) body += `<p>Reply: ${messageLinks(doc, op.reply.messages)}</p>`;
    body += '</div>';
  }
  body += '</section>';

  body += '<section id="messages"><h2>Messages</h2>';
  for (const [key, message] of messages) {
    const name = message.name ?? key;
    body += `<section class="message" id="message-${esc(name)}" data-message="${esc(name)}"><h3>${esc(name)}</h3>`;
    body += `<p><strong>${esc(message.title ?? '')}</strong> ${esc(message.summary ?? '')}</p>${markdown(message.description)}${inferredNote(message)}`;
    body += `<h4>Payload</h4>${renderSchema(doc, message.payload)}`;
    for (const example of Array.isArray(message.examples) ? message.examples : []) {
      body += `<h4>Example${example.name ? ` ${esc(example.name)}` : ''}</h4>${example.summary ? `<p>${esc(example.summary)}</p>` : ''}<pre>${esc(JSON.stringify(example.payload, null, 2))}</pre>`;
    }
    body += '</section>';
  }
  body += '</section></article></main>';
  writeFileSync(join(out, file), page(info.title ?? file, body));
  return { file, title: String(info.title ?? file), messages: messages.length, operations: operations.length };
}

// ---- Everything ----

const started = Date.now();
mkdirSync(out, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), 'exam-docs-'));
try {
  writeFileSync(join(out, 'api.html'), buildApiReference(tmp));
  const driver = await buildAsyncApiReference('openapi/scanner-driver.asyncapi.yaml', 'scanner-driver.html');
  const push = await buildAsyncApiReference('openapi/push.asyncapi.yaml', 'push.html');
  const bundle = JSON.parse(readFileSync(join(root, 'packages/sdk/src/generated/openapi.bundled.json'), 'utf8'));
  const operationCount = Object.values(bundle.paths ?? {}).reduce((n, item) => n + Object.keys(item).filter((k) => ['get', 'post', 'put', 'delete', 'patch'].includes(k)).length, 0);
  const entries = [
    { file: 'api.html', title: String(bundle.info?.title ?? 'HTTP API'), what: `OpenAPI ${bundle.openapi}: ${operationCount} HTTP operations of the portal, with the session cookie and every failure` },
    { file: driver.file, title: driver.title, what: `AsyncAPI: ${driver.operations} operations and ${driver.messages} messages of the scanner driver websocket` },
    { file: push.file, title: push.title, what: `AsyncAPI: the backend's progress messages (${push.messages} message)` },
  ];
  const body = `<header><h1>考试扫描与阅卷管理平台 · API documentation</h1><p>Generated from <code>openapi/</code> by <code>npm run docs</code>; works offline.</p></header><main><article><ul>${entries
    .map((e) => `<li><a href="${e.file}">${esc(e.title)}</a> — ${esc(e.what)}</li>`)
    .join('')}</ul><p class="inferred"><span class="badge">${INFERRED_MARK}</span> marks what the product specification does not show and the contract chose.</p></article></main>`;
  writeFileSync(join(out, 'index.html'), page('API documentation', body));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`docs written to ${out} (index.html, api.html, scanner-driver.html, push.html) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
