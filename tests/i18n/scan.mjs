// Finds words a person would see or hear that are written in the page's code
// instead of its message catalogues (www/i18n/): string literals and template
// literals of prose in www/**/*.js, and text in index.html not marked for the
// catalogue (data-i18n). Used by strings.test.mjs; run alone to list them:
//   node tests/i18n/scan.mjs
//
// What counts as prose in code: a literal passed to a sink (textContent,
// innerText, title, placeholder, alt, aria-*, announce, confirm, alert, a
// notice, a warning's message) with a word in it, and any literal or template
// whose fixed text reads like words (two words of three letters or more, or a
// capitalised word followed by another). Not counted: comments, import paths,
// the arguments of t(), label(), console.*, new Error(...) (the reasons a
// function throws are for developers and tests; the page shows them inside a
// catalogue sentence), and text inside the catalogues themselves.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The page's JavaScript files, relative to the root (vendored bundles and the catalogues left out). */
export function pageFiles() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const rel = `${dir}/${name}`;
      if (statSync(join(ROOT, rel)).isDirectory()) {
        if (rel !== 'www/i18n') walk(rel);
      } else if (/\.(js|html)$/.test(name) && !/\.min\.js$|vendor/.test(name)) {
        out.push(rel);
      }
    }
  };
  walk('www');
  out.push('index.html');
  return out;
}

const REGEX_BEFORE = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const REGEX_AFTER_WORD = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await']);

/**
 * Tokens of a JavaScript source: strings ('str': value), templates ('tpl': the fixed text, the
 * ${} parts replaced by a space, with their own tokens scanned too), words and punctuation, each with its line.
 * Comments and regular expressions are skipped.
 */
export function tokens(src) {
  const out = [];
  let i = 0;
  let line = 1;
  const push = (type, value, at) => out.push({ type, value, line: at });
  const last = () => out[out.length - 1];
  const readTemplate = () => { // i at the opening backtick
    const at = line;
    let text = '';
    const inner = []; // the tokens of its values, after the template's own token
    i += 1;
    while (i < src.length && src[i] !== '`') {
      if (src[i] === '\\') { text += src[i + 1]; i += 2; continue; }
      if (src[i] === '$' && src[i + 1] === '{') {
        // The expression inside: scan it as code up to its closing brace.
        let depth = 1;
        let j = i + 2;
        const start = j;
        while (j < src.length && depth > 0) {
          const c = src[j];
          if (c === '{') depth += 1;
          else if (c === '}') depth -= 1;
          else if (c === '\'' || c === '"') { const q = c; j += 1; while (j < src.length && src[j] !== q) j += src[j] === '\\' ? 2 : 1; }
          else if (c === '`') { // a nested template: skip it whole
            let d = 0; j += 1;
            while (j < src.length && !(src[j] === '`' && d === 0)) {
              if (src[j] === '\\') j += 1;
              else if (src[j] === '$' && src[j + 1] === '{') { d += 1; j += 1; } else if (src[j] === '}' && d > 0) d -= 1;
              j += 1;
            }
          }
          if (c === '\n') line += 1;
          j += 1;
        }
        for (const tok of tokens(src.slice(start, j - 1))) inner.push({ ...tok, line: at + tok.line - 1 });
        text += '\u0001'; // where a value goes
        i = j;
        continue;
      }
      if (src[i] === '\n') line += 1;
      text += src[i];
      i += 1;
    }
    i += 1;
    push('tpl', text, at);
    out.push(...inner);
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '\n') { line += 1; i += 1; continue; }
    if (/\s/.test(c)) { i += 1; continue; }
    if (c === '/' && src[i + 1] === '/') { while (i < src.length && src[i] !== '\n') i += 1; continue; }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      line += (src.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 2;
      continue;
    }
    if (c === '\'' || c === '"') {
      let j = i + 1;
      let value = '';
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\') { value += src[j + 1]; j += 2; } else { value += src[j]; j += 1; }
      }
      push('str', value, line);
      i = j + 1;
      continue;
    }
    if (c === '`') { readTemplate(); continue; }
    if (c === '/') {
      const prev = last();
      const regex = !prev || (prev.type === 'punct' && REGEX_BEFORE.has(prev.value)) || (prev.type === 'word' && REGEX_AFTER_WORD.has(prev.value));
      if (regex) {
        let j = i + 1;
        let inClass = false;
        while (j < src.length && (inClass || src[j] !== '/')) {
          if (src[j] === '\\') j += 1;
          else if (src[j] === '[') inClass = true;
          else if (src[j] === ']') inClass = false;
          j += 1;
        }
        j += 1;
        while (/[a-z]/.test(src[j] ?? '')) j += 1;
        i = j;
        push('regex', '', line);
        continue;
      }
    }
    if (/[A-Za-z_$0-9]/.test(c)) {
      let j = i;
      while (j < src.length && /[A-Za-z_$0-9]/.test(src[j])) j += 1;
      push('word', src.slice(i, j), line);
      i = j;
      continue;
    }
    push('punct', c, line);
    i += 1;
  }
  return out;
}

/** True when a literal's text reads like words a person would read. */
export function prose(text) {
  const fixed = text.replace(/\u0001/g, ' ').replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]/.test(fixed)) return false;
  if (/^[a-z][\w-]*(\.[\w-]+)*\.?$/.test(fixed)) return false; // a catalogue key, a property path
  if (/^[a-z][\w-]*(\/[\w.-]+)+$|^\.?\.?\/|^https?:|^[\w-]+\.(js|mjs|css|json|svg|png|wasm|txt)$/.test(fixed)) return false; // paths, URLs
  const words = /\b[A-Za-z]{3,}[ ,;:]+[A-Za-z]{3,}\b/.test(fixed);
  if (words && !/^[a-z0-9-]+( [a-z0-9-]+)*$/.test(fixed)) return true; // words, not a class list
  if (words && /\b(the|an?|is|are|not|no|to|of|and|or|it|its|can|could|this|that|with|for|has|have|was|be)\b/.test(fixed)) return true; // a lower-case sentence
  if (/\b[A-Za-z]{2,}\b[^\n]*\b[A-Za-z]{2,}\b[.!?…:]$/.test(fixed)) return true; // a sentence
  return /^[A-Z][a-z]+([ .!?…:]|$)/.test(fixed) && !/^[A-Z][a-z]+[A-Z]/.test(fixed); // a capitalised word ("Cancelled."), not CamelCase
}

/** A template literal whose fixed text reads as words around its values ("${a} wins", "${m}: move ${n}"). */
function templateWords(text) {
  if (!text.includes('\u0001')) return false;
  return /\u0001 +[A-Za-z]{3,}|[A-Za-z]{3,} +\u0001|[A-Za-z]{3,}[:;,.!?](\s|$)|[:;,.!?] +[A-Za-z]{3,}/.test(text);
}

const SINK_PROPS = new Set(['textContent', 'innerText', 'title', 'placeholder', 'alt', 'ariaLabel', 'ariaDescription', 'ariaRoleDescription', 'ariaValueText']);
const SINK_CALLS = new Set(['announce', 'confirm', 'alert', 'notify', 'notice', 'setStatus', 'showNotice']);
const SKIP_CALLS = new Set(['t', 'label', '$', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'log', 'warn', 'error', 'debug', 'info', 'import', 'querySelector', 'querySelectorAll', 'getElementById', 'addEventListener', 'removeEventListener', 'matchMedia', 'require', 'postMessage', 'getItem', 'setItem', 'removeItem', 'dispatchEvent', 'CustomEvent', 'Event', 'closest', 'mark', 'measure']);

/** Findings in one JavaScript source: {line, text, why}. */
export function scanScript(src) {
  const toks = tokens(src);
  const found = [];
  // The catalogue's functions under the names this file imports them by (t as say).
  const skip = new Set(SKIP_CALLS);
  for (const m of src.matchAll(/import \{([^}]*)\} from '[^']*i18n\.js'/g)) {
    for (const part of m[1].split(',')) skip.add(part.trim().split(/\s+as\s+/).pop());
  }
  // Which call each token sits in (the innermost named one), to skip t('…'), console.log(…), new Error(…).
  const calls = [];
  const args = []; // the argument each open call is at
  let depth = 0;
  let sinkUntil = null; // after `.textContent =` and its kin: the literals up to the end of the statement
  for (let k = 0; k < toks.length; k += 1) {
    const tok = toks[k];
    const prev = toks[k - 1];
    if (tok.type === 'punct' && tok.value === '(') {
      // The called name: f(, o.f(, f?.(
      const named = prev?.type === 'word' ? prev : prev?.value === '.' && toks[k - 2]?.value === '?' ? toks[k - 3] : null;
      calls.push(named?.type === 'word' ? named.value : '');
      args.push(0);
      continue;
    }
    if (tok.type === 'punct' && tok.value === ')') { calls.pop(); args.pop(); continue; }
    if (tok.type === 'punct' && (tok.value === '(' || tok.value === '[' || tok.value === '{')) depth += 1;
    if (tok.type === 'punct' && tok.value === ',' && args.length) args[args.length - 1] += 1;
    if (tok.type === 'punct' && tok.value === ';') sinkUntil = null;
    if (tok.type === 'punct' && tok.value === '=' && prev?.type === 'word' && SINK_PROPS.has(prev.value) && toks[k - 2]?.value === '.' && toks[k + 1]?.value !== '=') {
      sinkUntil = tok.line + 0.5;
      continue;
    }
    if (tok.type !== 'str' && tok.type !== 'tpl') continue;
    if (sinkUntil !== null && tok.line > sinkUntil) sinkUntil = null;
    if (prev?.type === 'word' && (prev.value === 'from' || prev.value === 'import')) continue;
    const inner = calls[calls.length - 1];
    if (skip.has(inner)) continue;
    const next = toks[k + 1];
    if (tok.type === 'str' && next?.value === ':' && (prev?.value === '{' || prev?.value === ',')) continue; // an object's key
    if (inner === 'h' && args[args.length - 1] === 1) continue; // h(tag, className, …): a class list
    if (prev?.value === '=' && toks[k - 2]?.value === 'className') continue;
    const text = tok.type === 'tpl' ? tok.value : tok.value;
    if (tok.type === 'tpl' && templateWords(text)) {
      found.push({ line: tok.line, text: text.replace(/\u0001/g, ' ').replace(/\s+/g, ' ').trim(), why: 'template' });
      continue;
    }
    // setAttribute('aria-label', '…') and its kin, a sink call, a `message:` of a warning or notice.
    const attrSink = inner === 'setAttribute' && toks[k - 1]?.value === ',' && /^(aria-(label|description|roledescription|valuetext)|title|placeholder|alt)$/.test(toks[k - 2]?.value ?? '');
    const callSink = SINK_CALLS.has(inner);
    const messageSink = prev?.value === ':' && toks[k - 2]?.value === 'message';
    const inSink = attrSink || callSink || messageSink || sinkUntil !== null;
    // A call's sink takes other arguments too (a notice's kind, 'warn'): there, a word with a capital or a space.
    const sinkText = attrSink || messageSink || sinkUntil !== null || tok.type === 'tpl' ? /[A-Za-z]{2,}/.test(text) : /[A-Z]|[a-z] +[a-z]/.test(text);
    if ((inSink && sinkText) || prose(text)) {
      found.push({ line: tok.line, text: text.replace(/\u0001/g, ' ').replace(/\s+/g, ' ').trim(), why: inSink ? 'sink' : 'prose' });
    }
  }
  return found;
}

const HTML_ATTRS = /\s(title|aria-label|aria-description|aria-roledescription|placeholder|alt|content)="([^"]*)"/g;

/**
 * Findings in an HTML page: text nodes outside <script>, <style> and comments whose element (or an
 * ancestor up to the nearest element) is not marked data-i18n, and the user-facing attributes not
 * named in data-i18n-attr.
 */
export function scanHtml(src) {
  const found = [];
  const lineAt = (index) => src.slice(0, index).split('\n').length;
  const clean = src
    .replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, (m) => m.replace(/[^\n]/g, ' '));
  // A stack of open elements: whether each is marked for its text, and its tag.
  const stack = [];
  const VOID = new Set(['meta', 'link', 'img', 'input', 'br', 'hr', 'source', 'area', 'base', 'col', 'embed', 'wbr']);
  const re = /<![^>]*>|<\/?([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g;
  let m;
  while ((m = re.exec(clean))) {
    if (m[3] !== undefined) {
      const text = m[3].replace(/\s+/g, ' ').trim();
      if (!/[A-Za-z\u00C0-\u024F\u0600-\u06FF]{2,}/.test(text)) continue;
      const top = stack[stack.length - 1];
      if (top?.marked || top?.tag === 'title' || top?.tag === 'noscript-skip') continue;
      found.push({ line: lineAt(m.index), text, why: 'text' });
      continue;
    }
    const [whole, tagName, attrs] = m;
    if (!tagName) continue; // <!doctype>
    const tag = tagName.toLowerCase();
    if (whole.startsWith('</')) {
      while (stack.length && stack.pop().tag !== tag) { /* close unclosed children */ }
      continue;
    }
    const marked = /\sdata-i18n="/.test(attrs);
    const attrKeys = (/\sdata-i18n-attr="([^"]*)"/.exec(attrs)?.[1] ?? '').split(/\s+/).map((p) => p.split(':')[0]);
    for (const a of attrs.matchAll(HTML_ATTRS)) {
      if (a[1] === 'content' && !/name="description"/.test(attrs)) continue;
      if (/[A-Za-z]{2,}/.test(a[2]) && !attrKeys.includes(a[1]) && !(a[1] === 'content' && attrKeys.includes('content'))) {
        found.push({ line: lineAt(m.index), text: `${a[1]}="${a[2]}"`, why: 'attribute' });
      }
    }
    if (!VOID.has(tag) && !whole.endsWith('/>')) stack.push({ tag, marked });
  }
  return found;
}

/** Every finding over the page's files: {file, line, text, why}. */
export function scanAll() {
  const out = [];
  for (const file of pageFiles()) {
    const src = readFileSync(join(ROOT, file), 'utf8');
    const found = file.endsWith('.html') ? scanHtml(src) : scanScript(src);
    for (const f of found) out.push({ file, ...f });
  }
  return out;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  for (const f of scanAll()) console.log(`${f.file}:${f.line} [${f.why}] ${f.text}`);
}
