// Test support: the colours a rendered element really gets from the app's stylesheets, and their
// contrast. jsdom matches selectors but applies no stylesheet, so this does the little cascade
// the checks need: specificity, source order, inheritance of `color` and custom properties,
// `var()` with fallbacks, and backgrounds composited up the ancestors.
import { filesUnder, readText, repoPath } from './repo-files';

interface Declaration {
  property: string;
  value: string;
  important: boolean;
}

export interface Rule {
  selectors: string[];
  declarations: Declaration[];
  order: number;
}

type Rgba = [number, number, number, number];

/** Every stylesheet of this remote, in a stable order. */
export const remoteStylesheets = (): string[] =>
  filesUnder(repoPath('remote-public/src')).filter((file) => file.endsWith('.css'));

/** The shared tokens and components, which the host loads before any remote. */
export const sharedStylesheets = (): string[] => [
  repoPath('shared/ui/src/styles/tokens.css'),
  repoPath('shared/ui/src/styles/components.css'),
];

/** Splits on `separator` outside parentheses and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The top-level rules of a stylesheet; at-rules (@media, @keyframes, @import) are left out. */
export function parseCss(css: string, firstOrder = 0): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open === -1) break;
    const prelude = text.slice(index, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close += 1) {
      if (text[close] === '{') depth += 1;
      if (text[close] === '}') depth -= 1;
    }
    const body = text.slice(open + 1, close - 1);
    // A statement at-rule (`@import …;`) may sit in front of the next rule.
    const selectorText = prelude.slice(prelude.lastIndexOf(';') + 1).trim();
    if (!selectorText.startsWith('@')) {
      rules.push({
        selectors: splitTopLevel(selectorText, ','),
        declarations: splitTopLevel(body, ';').flatMap((line) => {
          const colon = line.indexOf(':');
          if (colon === -1) return [];
          const raw = line.slice(colon + 1).trim();
          return [
            {
              property: line.slice(0, colon).trim().toLowerCase(),
              value: raw.replace(/\s*!important$/i, ''),
              important: /!important$/i.test(raw),
            },
          ];
        }),
        order: firstOrder + rules.length,
      });
    }
    index = close;
  }
  return rules;
}

/** Loads files in order (later files win ties, as later `<style>` elements do). */
export function loadRules(files: string[]): Rule[] {
  let order = 0;
  return files.flatMap((file) => {
    const rules = parseCss(readText(file), order);
    order += rules.length;
    return rules;
  });
}

/** [ids, classes/attributes/pseudo-classes, types/pseudo-elements]. */
function specificity(selector: string): [number, number, number] {
  const plain = selector
    .replace(/:where\([^)]*\)/g, '')
    .replace(/:(?:not|is|has)\(([^)]*)\)/g, ' $1')
    .replace(/\[[^\]]*\]/g, '.attr');
  const ids = (plain.match(/#[\w-]+/g) ?? []).length;
  const classes = (plain.match(/\.[\w-]+|:(?!:)[\w-]+(?:\([^)]*\))?/g) ?? []).length;
  const elements = (plain.match(/::[\w-]+/g) ?? []).length;
  const types = (plain.match(/(?:^|[\s>+~])([a-z][\w-]*)/gi) ?? []).length;
  return [ids, classes, elements + types];
}

interface Options {
  /** Evaluates links as visited (`:visited` rules apply, `:link` ones do not). */
  visited?: boolean;
}

function matches(element: Element, selector: string, options: Options): boolean {
  if (selector.includes('::')) return false;
  const state = options.visited
    ? selector.replace(/:visited\b/g, '[href]').replace(/:link\b/g, ':not(*)')
    : selector.replace(/:visited\b/g, ':not(*)').replace(/:link\b/g, '[href]');
  try {
    return element.matches(state);
  } catch {
    // A state the test cannot be in (:focus-visible…) never matches.
    return false;
  }
}

const compare = (a: number[], b: number[]) =>
  a.reduce((result, value, index) => result || value - (b[index] ?? 0), 0);

/** The value the cascade picks for `properties` (longhand first) on `element`, if any. */
function cascaded(
  element: Element,
  properties: string[],
  rules: Rule[],
  options: Options,
): string | undefined {
  let best: { rank: number[]; value: string } | undefined;
  for (const rule of rules) {
    const matching = rule.selectors.filter((selector) => matches(element, selector, options));
    if (matching.length === 0) continue;
    const selectorRank = matching.map(specificity).sort((a, b) => compare(b, a))[0] ?? [0, 0, 0];
    rule.declarations.forEach((declaration, position) => {
      if (!properties.includes(declaration.property)) return;
      const rank = [Number(declaration.important), ...selectorRank, rule.order, position];
      if (!best || compare(rank, best.rank) >= 0) best = { rank, value: declaration.value };
    });
  }
  return best?.value;
}

/** The value `property` gets on `element` from the stylesheets (not inherited), `var()`s resolved. */
export function declaredValue(
  element: Element,
  property: string,
  rules: Rule[],
  options: Options = {},
): string | undefined {
  const value = cascaded(element, [property], rules, options);
  return value === undefined ? undefined : resolveVars(value, element, rules, options);
}

/** A custom property's value on `element` (they inherit), its own `var()`s resolved there. */
function customProperty(
  element: Element,
  name: string,
  rules: Rule[],
  options: Options,
  seen: Set<string> = new Set(),
): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = cascaded(node, [name], rules, options);
    if (value !== undefined) {
      if (seen.has(name)) throw new Error(`${name} refers to itself`);
      return resolveVars(value, node, rules, options, new Set([...seen, name]));
    }
  }
  return undefined;
}

/** Replaces every `var(--name, fallback)`; undefined when one has neither value nor fallback. */
function resolveVars(
  value: string,
  element: Element,
  rules: Rule[],
  options: Options,
  seen: Set<string> = new Set(),
): string | undefined {
  const start = value.indexOf('var(');
  if (start === -1) return value;
  let depth = 0;
  let end = start + 3;
  for (; end < value.length; end += 1) {
    if (value[end] === '(') depth += 1;
    if (value[end] === ')' && --depth === 0) break;
  }
  const [name = '', ...rest] = splitTopLevel(value.slice(start + 4, end), ',');
  const fallback = rest.length ? rest.join(', ') : undefined;
  const replacement =
    customProperty(element, name, rules, options, seen) ??
    (fallback === undefined ? undefined : resolveVars(fallback, element, rules, options, seen));
  if (replacement === undefined) return undefined;
  return resolveVars(
    value.slice(0, start) + replacement + value.slice(end + 1),
    element,
    rules,
    options,
    seen,
  );
}

const NAMED: Record<string, Rgba> = {
  white: [255, 255, 255, 1],
  black: [0, 0, 0, 1],
  transparent: [0, 0, 0, 0],
};

/** A CSS colour as RGBA, or undefined for something else (a gradient, `none`, an image). */
export function parseColor(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  if (NAMED[value]) return NAMED[value];
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channels = full.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
    const [r = 0, g = 0, b = 0, a = 255] = channels;
    return [r, g, b, a / 255];
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (rgb) {
    const parts = rgb.split(/[\s,/]+/).filter(Boolean);
    const [r = 0, g = 0, b = 0] = parts.slice(0, 3).map(Number);
    const alpha = parts[3];
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : +alpha;
    return [r, g, b, a];
  }
  return undefined;
}

/** The text colour `element` is painted with. */
export function textColor(element: Element, rules: Rule[], options: Options = {}): Rgba {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const declared = cascaded(node, ['color'], rules, options);
    if (declared === undefined || /^(inherit|unset|currentcolor)$/i.test(declared)) continue;
    const resolved = resolveVars(declared, node, rules, options);
    // A var() that resolves to nothing makes the declaration inherit.
    if (resolved === undefined) continue;
    const color = parseColor(resolved);
    if (!color) throw new Error(`Unreadable color "${resolved}" on ${describe(node)}`);
    return color;
  }
  return NAMED.black!;
}

/** The colour of `element`'s own background layer (transparent when it has none). */
function ownBackground(element: Element, rules: Rule[], options: Options): Rgba {
  const declared = cascaded(element, ['background-color', 'background'], rules, options);
  if (declared === undefined) return NAMED.transparent!;
  const resolved = resolveVars(declared, element, rules, options) ?? 'transparent';
  if (/^none$/i.test(resolved)) return NAMED.transparent!;
  const color = parseColor(resolved);
  if (!color) {
    throw new Error(`Cannot tell the background "${resolved}" of ${describe(element)}`);
  }
  return color;
}

const over = (top: Rgba, bottom: Rgba): Rgba => {
  const alpha = top[3] + bottom[3] * (1 - top[3]);
  if (alpha === 0) return NAMED.transparent!;
  const channel = (index: number) =>
    (top[index]! * top[3] + bottom[index]! * bottom[3] * (1 - top[3])) / alpha;
  return [channel(0), channel(1), channel(2), alpha];
};

/** The colour behind `element`'s text: its background and its ancestors', composited. */
export function backgroundBehind(element: Element, rules: Rule[], options: Options = {}): Rgba {
  let color: Rgba = NAMED.transparent!;
  for (let node: Element | null = element; node && color[3] < 1; node = node.parentElement) {
    color = over(color, ownBackground(node, rules, options));
  }
  // The canvas under everything is white.
  return over(color, NAMED.white!);
}

const luminance = ([r, g, b]: Rgba) => {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The WCAG contrast ratio of two opaque colours (a translucent text is put on the background). */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const text = over(foreground, background);
  const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

function describe(element: Element): string {
  const classes = element.getAttribute('class');
  return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>`;
}

export interface TextContrast {
  text: string;
  ratio: number;
}

/**
 * The contrast of every piece of text inside `element` (itself included) against what lies
 * behind it, rounded to two decimals.
 */
export function textContrasts(
  element: Element,
  rules: Rule[],
  options: Options = {},
): TextContrast[] {
  const painted = [element, ...element.querySelectorAll('*')].filter((node) =>
    [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim()),
  );
  return painted.map((node) => ({
    text: `${describe(node)} ${node.textContent?.trim().slice(0, 40) ?? ''}`,
    ratio:
      Math.floor(
        contrastRatio(textColor(node, rules, options), backgroundBehind(node, rules, options)) *
          100,
      ) / 100,
  }));
}
