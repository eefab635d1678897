// An Anki note type's CSS made safe to show with its cards on our pages (issue 31; lib/flashcards/note-style.ts): parsed
// with css-tree, every rule scoped to the card's wrapper, and what could reach outside a card or the network dropped.
// - Anki styles the card's body as `.card` (with `.nightMode`/`.night_mode` in night mode, rslib and the reviewer's
//   body classes): a selector's leading `html`, `body`, `:root`, `.card` target the wrapper itself; one with a night
//   class applies in our dark theme (`:root[data-theme=dark]`, or the device's dark setting when no theme is chosen).
//   Every other class becomes its `ak-` form, as the deck's HTML does, and every selector starts at the wrapper.
// - On the wrapper itself, colours, backgrounds and the type scale stay the app's (Anki's stock CSS sets black on white
//   at 20px arial, which would paint a white box into the dark theme and outsize phones); alignment, weight and the
//   like are the deck's. Inside the card, the deck's rules apply as written.
// - Dropped: any value that loads something (`url()`, `image-set()`, `src()`…) or hides text in escapes, `position:
//   fixed|sticky`, `behavior`/`-moz-binding`, every at-rule but `@media` and `@supports` (no `@import`, `@font-face`,
//   `@keyframes`), nested rules, and selectors that reach outside the card (`html`/`body`/`:root` after its start).
// The result is named by its content hash; an empty one (nothing the deck styled survives, or only Anki's stock CSS)
// is no stylesheet at all.
import { createHash } from 'node:crypto';
import * as csstree from 'css-tree';

/** A note type's CSS larger than this is not read (real ones are a few kB; Anki's stock one is 150 bytes). */
const MAX_NOTE_TYPE_CSS_CHARS = 200_000;
/** The kept stylesheet's limit. */
export const MAX_NOTE_STYLE_CHARS = 32_000;

const SCOPE = '.ak-s-__scope__';
const ROOT_TYPES = new Set(['html', 'body']);
const ROOT_CLASSES = new Set(['card']);
const NIGHT_CLASSES = new Set(['nightmode', 'night_mode', 'night-mode']);
const THE_APPS_ON_THE_WRAPPER = /^(?:color|background(?:-color|-image)?|font|font-size|font-family|line-height)$/;
const NEVER_PROPERTIES = /^(?:behavior|-moz-binding|-ms-behavior|-webkit-user-modify)$/;
const LOADS_OR_HIDES = /url\s*\(|image\s*\(|image-set\s*\(|cross-fade\s*\(|element\s*\(|expression\s*\(|src\s*\(|\\|javascript:|@import/i;

export type NoteStyle = { hash: string; css: string };

type Group = { dark: boolean; onWrapper: boolean; selectors: string[] };

/** The leading part of a selector that names Anki's card body, and whether it asks for night mode; null when it names
 *  a platform or window state we never have (such a rule never applies). */
function splitRoot(nodes: csstree.CssNode[]): { rest: csstree.CssNode[]; dark: boolean } | null {
  let dark = false;
  let at = 0;
  for (;;) {
    let end = at;
    let isRoot = end < nodes.length;
    let compoundDark = false;
    while (end < nodes.length && nodes[end]!.type !== 'Combinator') {
      const node = nodes[end]!;
      if (node.type === 'TypeSelector' && ROOT_TYPES.has(node.name.toLowerCase())) {
        // the document's root element or body: the wrapper
      } else if (node.type === 'PseudoClassSelector' && node.name.toLowerCase() === 'root' && !node.children) {
        // :root
      } else if (node.type === 'ClassSelector' && ROOT_CLASSES.has(node.name.toLowerCase())) {
        // .card
      } else if (node.type === 'ClassSelector' && NIGHT_CLASSES.has(node.name.toLowerCase())) {
        compoundDark = true;
      } else {
        isRoot = false;
      }
      end += 1;
    }
    if (!isRoot) break;
    dark ||= compoundDark;
    // The root compound and the combinator after it (a descendant or child one) are the scope's.
    const combinator = nodes[end];
    if (combinator === undefined) return { rest: [], dark };
    if (combinator.type !== 'Combinator' || (combinator.name !== ' ' && combinator.name !== '>')) return null;
    at = end + 1;
    if (combinator.name === '>') {
      const rest = nodes.slice(at);
      return { rest: [{ type: 'Combinator', name: '>' } as csstree.Combinator, ...rest], dark };
    }
  }
  return { rest: nodes.slice(at), dark };
}

function scopedSelector(selector: csstree.Selector): { text: string; dark: boolean; onWrapper: boolean } | null {
  const split = splitRoot(selector.children.toArray());
  if (!split) return null;
  let escapes = false;
  const rest = new csstree.List<csstree.CssNode>().fromArray(split.rest);
  const restSelector: csstree.Selector = { type: 'Selector', children: rest };
  csstree.walk(restSelector, (node) => {
    if (node.type === 'TypeSelector' && ROOT_TYPES.has(node.name.toLowerCase())) escapes = true;
    if (node.type === 'PseudoClassSelector' && ['root', 'host', 'scope'].includes(node.name.toLowerCase())) escapes = true;
    // The sanitiser keeps no id: a selector naming one matches nothing (Anki's image occlusion CSS has several).
    if (node.type === 'NestingSelector' || node.type === 'IdSelector') escapes = true;
    if (node.type === 'ClassSelector') node.name = `ak-${node.name}`;
  });
  if (escapes) return null;
  const text = csstree.generate(restSelector);
  if (text === '') return { text: SCOPE, dark: split.dark, onWrapper: true };
  // A selector list inside a pseudo-class (`:is(…)`, `:not(…)`) could not reach outside: its classes are prefixed too.
  return { text: text.startsWith('>') ? `${SCOPE}${text}` : `${SCOPE} ${text}`, dark: split.dark, onWrapper: false };
}

function keptDeclarations(block: csstree.Block, onWrapper: boolean): string[] {
  const kept: string[] = [];
  block.children.forEach((node) => {
    if (node.type !== 'Declaration') return;
    const property = node.property.toLowerCase();
    if (NEVER_PROPERTIES.test(property)) return;
    if (onWrapper && THE_APPS_ON_THE_WRAPPER.test(property)) return;
    let loads = false;
    csstree.walk(node.value, (part) => {
      if (part.type === 'Url') loads = true;
    });
    const value = csstree.generate(node.value);
    if (loads || LOADS_OR_HIDES.test(value)) return;
    if (property === 'position' && /fixed|sticky/i.test(value)) return;
    kept.push(`${node.property}:${value}${node.important ? '!important' : ''}`);
  });
  return kept;
}

const DARK_THEME = ':root[data-theme=dark] ';
const DEVICE_DARK = ':root:not([data-theme=light]) ';

function scopedRule(rule: csstree.Rule): string[] {
  if (rule.prelude.type !== 'SelectorList') return [];
  const groups = new Map<string, Group>();
  rule.prelude.children.forEach((node) => {
    if (node.type !== 'Selector') return;
    const scoped = scopedSelector(node);
    if (!scoped) return;
    const key = `${scoped.dark}/${scoped.onWrapper}`;
    if (!groups.has(key)) groups.set(key, { dark: scoped.dark, onWrapper: scoped.onWrapper, selectors: [] });
    groups.get(key)!.selectors.push(scoped.text);
  });
  const out: string[] = [];
  for (const group of groups.values()) {
    const declarations = keptDeclarations(rule.block, group.onWrapper);
    if (declarations.length === 0) continue;
    const body = `{${declarations.join(';')}}`;
    if (!group.dark) {
      out.push(`${group.selectors.join(',')}${body}`);
      continue;
    }
    out.push(`${group.selectors.map((selector) => DARK_THEME + selector).join(',')}${body}`);
    out.push(`@media (prefers-color-scheme:dark){${group.selectors.map((selector) => DEVICE_DARK + selector).join(',')}${body}}`);
  }
  return out;
}

/** The scoped rules, each as its text (a rule, or an at-rule with the rules inside it), without Anki's stock ones. */
function scopedList(children: csstree.List<csstree.CssNode>): string[] {
  const out: string[] = [];
  children.forEach((node) => {
    if (node.type === 'Rule') out.push(...scopedRule(node));
    else if (node.type === 'Atrule' && node.block && node.prelude && ['media', 'supports'].includes(node.name.toLowerCase())) {
      const inner = scopedList(node.block.children).join('');
      const condition = csstree.generate(node.prelude);
      if (inner !== '' && !LOADS_OR_HIDES.test(condition)) out.push(`@${node.name.toLowerCase()} ${condition}{${inner}}`);
    }
  });
  return out.filter((rule) => !STOCK_RULES.has(rule));
}

/** The CSS Anki gives its stock note types (rslib notetype/stock.rs and earlier versions'): a deck that kept it chose
 *  nothing of its own, so it makes no stylesheet (our own export writes it too). */
const STOCK_CSS = [
  '.card{font-family:arial;font-size:20px;text-align:center;color:black;background-color:white}',
  '.card{font-family:arial;font-size:20px;line-height:1.5;text-align:center;color:black;background-color:white}',
  '.cloze{font-weight:bold;color:blue}',
  '.nightMode .cloze{color:lightblue}',
];
const STOCK_RULES = new Set<string>();
for (const css of STOCK_CSS) {
  const ast = csstree.parse(css, { parseValue: true });
  if (ast.type === 'StyleSheet') for (const rule of scopedList(ast.children)) STOCK_RULES.add(rule);
}

/** The note type's CSS as a scoped, sanitised stylesheet; null when nothing of it is kept; 'too-large' when the CSS
 *  (or what is kept of it) is past its limit. */
export function noteStyleOf(css: string): NoteStyle | null | 'too-large' {
  if (css.trim() === '') return null;
  if (css.length > MAX_NOTE_TYPE_CSS_CHARS) return 'too-large';
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { parseValue: true, parseRulePrelude: true, parseAtrulePrelude: true, parseCustomProperty: false, onParseError: () => {} });
  } catch {
    return null;
  }
  if (ast.type !== 'StyleSheet') return null;
  const scoped = scopedList(ast.children).join('');
  if (scoped === '') return null;
  if (scoped.length > MAX_NOTE_STYLE_CHARS) return 'too-large';
  const hash = createHash('sha256').update(scoped).digest('hex').slice(0, 32);
  return { hash, css: scoped.replaceAll(SCOPE, `.ak-s-${hash}`) };
}

const SCOPE_PREFIXES = (hash: string) => [`.ak-s-${hash}`, `${DARK_THEME}.ak-s-${hash}`, `${DEVICE_DARK}.ak-s-${hash}`];

/** Whether the text is a stylesheet `noteStyleOf` made for this hash: named by its content, every rule inside the
 *  scope, nothing that loads. Checked again before a set keeps an import's stylesheet (as card images are): the import
 *  ran in a sandbox, and what comes back from it is not trusted. */
export function isNoteStyle(css: string, hash: string): boolean {
  if (!/^[0-9a-f]{32}$/.test(hash) || css.length > MAX_NOTE_STYLE_CHARS || LOADS_OR_HIDES.test(css)) return false;
  const scope = `.ak-s-${hash}`;
  if (createHash('sha256').update(css.replaceAll(scope, SCOPE)).digest('hex').slice(0, 32) !== hash) return false;
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { parseValue: true, parseRulePrelude: true, parseAtrulePrelude: true, onParseError: () => {} });
  } catch {
    return false;
  }
  const prefixes = SCOPE_PREFIXES(hash);
  const within = (selector: string) => prefixes.some((prefix) => selector === prefix || selector.startsWith(`${prefix} `) || selector.startsWith(`${prefix}>`));
  let ok = ast.type === 'StyleSheet';
  csstree.walk(ast, (node) => {
    if (node.type === 'Url') ok = false;
    if (node.type === 'Atrule' && !['media', 'supports'].includes(node.name.toLowerCase())) ok = false;
    if (node.type === 'Rule') {
      if (node.prelude.type !== 'SelectorList') ok = false;
      else node.prelude.children.forEach((selector) => (ok &&= within(csstree.generate(selector))));
      node.block.children.forEach((child) => (ok &&= child.type === 'Declaration'));
    }
  });
  return ok;
}
