import fc from 'fast-check';
import type { JsonSchema } from './route-schemas';

/**
 * fast-check generators driven by the JSON Schemas the routes declare: values of the declared
 * shape (`validOf`), and values that break it on purpose (`hostileOf`): wrong types, strings past
 * their cap, unusual Unicode, control characters, out-of-range numbers, extra or missing fields.
 */

/** Strings kept short when valid, so a case costs little; the caps themselves are probed below. */
const VALID_STRING_MAX = 40;

const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Text of every kind: printable, any code point, combining marks, emoji, right-to-left. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.constantFrom(
      'Ελληνικά ✓',
      'e\u0301\u0301\u0301',
      '\u202Eevil\u202C',
      '👩‍👩‍👧‍👦🏳️‍🌈',
      '\uFEFFbom',
      '\uD800',
      'Ω'.repeat(Math.min(maxLength, 64)),
    ),
  );

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return isoDate;
    case 'date':
      return isoDate.map((value) => value.slice(0, 10));
    case 'email':
      return fc.emailAddress();
    default:
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? VALID_STRING_MAX, VALID_STRING_MAX),
  );
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .stringMatching(/^[a-z0-9_]{3,20}$/)
      .filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  if (integer) {
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values known to reach further than a random one (an existing card's id, a persona's name). */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

/**
 * A value of the schema's shape (optional fields sometimes left out); a field named in `hints`
 * sometimes takes one of its known values.
 */
export function validOf(
  schema: JsonSchema | undefined,
  hints: Hints = {},
  name?: string,
): fc.Arbitrary<unknown> {
  // A list's known values are those of its items.
  const known = name === undefined || schema?.type === 'array' ? undefined : hints[name];
  if (known && known.length > 0) {
    return fc.oneof(fc.constantFrom(...known), validOf(schema, hints));
  }
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validOf(option, hints, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items, hints, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([field, s]) => [field, validOf(s, hints, field)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Numbers a JSON body can carry that sit at or past every boundary. */
const extremeNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A string past its cap, or very long where the schema sets none. */
const overlong = (schema: JsonSchema) =>
  fc
    .constantFrom('a', 'é', '😀', '\u0000', ' ', '%')
    .map((unit) => unit.repeat(Math.max((schema.maxLength ?? 0) + 1, 20_000)));

/** Strings meant to trip parsers, queries and paths. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '\uFFFF\uFFFE',
  '\r\nX-Injected: 1',
);

/** Any JSON value of another kind than the schema's. */
const wrongType = (schema: JsonSchema) => {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const kinds: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.string({ maxLength: 10 }),
    number: extremeNumber,
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    }),
  };
  const others = Object.entries(kinds)
    .filter(([kind]) => kind !== type && !(kind === 'number' && type === 'integer'))
    .map(([, arbitrary]) => arbitrary);
  return fc.oneof(...others);
};

/** A value that breaks the schema somewhere: at the top, or in one of its fields or items. */
export function hostileOf(
  schema: JsonSchema | undefined,
  hints: Hints = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const general: fc.Arbitrary<unknown>[] = [
    wrongType(schema ?? {}),
    nastyString,
    anyText(200),
    extremeNumber,
    fc.jsonValue({ maxDepth: 3 }),
  ];
  if (!schema || depth > 3) return fc.oneof(...general);
  if (schema.type === 'string' || schema.format) general.push(overlong(schema));
  if (schema.type === 'array') {
    general.push(
      fc.array(hostileOf(schema.items, hints, depth + 1), { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: (schema.maxItems ?? 1000) + 1 }, (_, i) => i + 1)),
    );
  }
  const properties = schema.properties;
  if (schema.type === 'object' && properties) {
    const names = Object.keys(properties);
    const valid = validOf(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
    // One field given a hostile value.
    general.push(
      fc
        .tuple(valid, fc.constantFrom(...(names.length > 0 ? names : ['x'])), fc.constant(null))
        .chain(([base, name]) =>
          hostileOf(properties[name], hints, depth + 1).map((value) => ({
            ...base,
            [name]: value,
          })),
        ),
    );
    // A required field left out.
    const required = (schema.required ?? []).filter((name) => name in properties);
    if (required.length > 0) {
      general.push(
        fc
          .tuple(valid, fc.constantFrom(...required))
          .map(([base, name]) =>
            Object.fromEntries(Object.entries(base).filter(([field]) => field !== name)),
          ),
      );
    }
    // Fields the schema does not know, prototype keys among them.
    general.push(
      fc
        .tuple(
          valid,
          fc.dictionary(
            fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor')),
            fc.jsonValue({ maxDepth: 2 }),
            { minKeys: 1, maxKeys: 4 },
          ),
        )
        .map(([base, extra]) => ({ ...extra, ...base })),
    );
  }
  return fc.oneof(...general);
}

/** A query-string or path value as sent: the JSON value written as text (arrays kept). */
export function asQueryValue(value: unknown): string | string[] {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')));
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** Bodies that are not what their content type says, or not a body at all. */
export const MALFORMED_BODIES: ReadonlyArray<{
  name: string;
  type?: string;
  payload: string | Buffer;
}> = [
  { name: 'truncated JSON', type: 'application/json', payload: '{"a": ' },
  { name: 'JSON with a trailing comma', type: 'application/json', payload: '{"a": 1,}' },
  { name: 'empty JSON body', type: 'application/json', payload: '' },
  { name: 'JSON null', type: 'application/json', payload: 'null' },
  { name: 'JSON array', type: 'application/json', payload: '[1, 2]' },
  { name: 'JSON string', type: 'application/json', payload: '"text"' },
  { name: 'JSON number', type: 'application/json', payload: '1e999' },
  {
    name: 'deeply nested JSON',
    type: 'application/json',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
  {
    name: 'prototype pollution',
    type: 'application/json',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  },
  {
    name: 'invalid UTF-8',
    type: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
  },
  { name: 'text/plain', type: 'text/plain', payload: 'hello' },
  { name: 'XML', type: 'application/xml', payload: '<a>1</a>' },
  { name: 'form body', type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { name: 'multipart without a boundary', type: 'multipart/form-data', payload: 'x' },
  { name: 'unknown media type', type: 'application/x-unknown; charset=utf-7', payload: '+ADw-' },
  { name: 'JSON with an unknown charset', type: 'application/json; charset=ebcdic', payload: '{}' },
  { name: 'no content type', payload: '{}' },
];
