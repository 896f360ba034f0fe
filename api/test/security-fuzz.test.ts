import { ERRORS, isErrorCode, type ChatResponse, type Flashcard } from '@lyceum/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DeclaredRoute } from '../src/plugins/access';
import { seedChat } from './chat-fixtures';
import { multipart, type UploadPart } from './checkpoint-files';
import { MALFORMED_BODIES, asQueryValue, hostileOf, validOf, type Hints } from './fuzz-arbitraries';
import { adminHeaders, bearer, buildTestApp, tokenFor, type TestApp } from './helper';
import {
  openApiDocument,
  operationOf,
  pathParameters,
  routeKey,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './route-schemas';

/**
 * The seed of every generated case; `FUZZ_SEED=<n>` replays another run. Each route and caller
 * draws from its own seed derived from it, so adding a route leaves the others' cases alone.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/**
 * Generated requests per route for the caller it is meant for (a third of the declared shape,
 * the rest hostile), and for the other caller: an administrator on a learner's route goes the
 * same way, and a learner on an administrator's route is refused before anything is read.
 */
const RUNS = 6;
const RUNS_OTHER = 2;

type Caller = 'user' | 'admin';

interface FuzzRequest {
  label: string;
  options: InjectOptions;
}

/** A stable number for a text, to derive each route's seed. */
const hash = (text: string) =>
  [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0) >>> 0;

/** A path segment as sent: the value written as text, then encoded. */
const segment = (value: unknown) => {
  const text = [asQueryValue(value)].flat().join(',');
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded: sent as its bytes would be.
    return '%ED%A0%80';
  }
};

/** Path values no schema asks for: malformed escapes, traversal, a segment past the cap. */
const rawPathValue = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  'a'.repeat(400),
  '%C0%AF',
  '%u0041',
);

function jsonSchemaOf(operation: Operation | undefined, type: string): JsonSchema | undefined {
  return operation?.requestBody?.content[type]?.schema;
}

/** What each part of a request may hold for one route: valid-shaped, or hostile. */
function requestArbitrary(
  route: DeclaredRoute,
  operation: Operation | undefined,
  hints: Hints,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation?.parameters ?? [];
  const shape = fc.constantFrom<'valid' | 'hostile'>('valid', 'hostile', 'hostile');
  return shape.chain((kind) => {
    const value = (schema: JsonSchema | undefined, name: string) =>
      kind === 'valid' ? validOf(schema, hints, name) : hostileOf(schema, hints);

    const path = fc.tuple(
      ...pathParameters(route.url).map((name) => {
        const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
        const encoded = value(schema, name).map((v) => segment(v));
        return kind === 'valid' ? encoded : fc.oneof(encoded, rawPathValue);
      }),
    );
    const queryParameters = parameters.filter((p) => p.in === 'query');
    const query = fc.record(
      {
        ...Object.fromEntries(
          queryParameters.map((p) => [p.name, value(p.schema, p.name).map(asQueryValue)]),
        ),
        ...(kind === 'hostile' ? { unknown_parameter: fc.string({ maxLength: 20 }) } : {}),
      },
      { requiredKeys: [] },
    );
    const headers = fc.record(
      {
        'accept-language': fc.oneof(
          fc.constantFrom('fr', 'xx', '*;q=2'),
          fc.string({ maxLength: 30 }),
        ),
      },
      { requiredKeys: [] },
    );
    return fc
      .tuple(path, query, headers, bodyArbitrary(operation, kind, value))
      .map(([values, queryValues, extraHeaders, body]) => {
        let index = 0;
        const url = route.url
          .replace(/:\w+|\*/g, () => String(values[index++] ?? ''))
          .replace(/(.)\/$/, '$1');
        const options: InjectOptions = {
          method: route.method,
          url,
          query: queryValues,
          headers: { ...printable(extraHeaders), ...(body?.headers ?? {}) },
          ...(body ? { payload: body.payload } : {}),
        };
        return { label: `${kind} ${body?.label ?? 'no body'}`, options };
      });
  });
}

/** Header values light-my-request can send (no control characters or non-Latin-1 text). */
const printable = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, v]) => [name, v.replace(/[^\u0020-\u007e]/g, '')]),
  );

type Body = { label: string; payload: string | Buffer; headers: Record<string, string> } | null;

function bodyArbitrary(
  operation: Operation | undefined,
  kind: 'valid' | 'hostile',
  value: (schema: JsonSchema | undefined, name: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Body> {
  const content = operation?.requestBody?.content ?? {};
  const jsonSchema = jsonSchemaOf(operation, 'application/json');
  if (jsonSchema) {
    return value(jsonSchema, '').map((body) => ({
      label: 'JSON',
      payload: JSON.stringify(body) ?? 'null',
      headers: { 'content-type': 'application/json' },
    }));
  }
  const formSchema = content['application/x-www-form-urlencoded']?.schema;
  if (formSchema) {
    return value(formSchema, '').map((body) => ({
      label: 'form',
      payload: new URLSearchParams(
        typeof body === 'object' && body !== null
          ? Object.entries(body).map(([k, v]): [string, string] => [
              k,
              [asQueryValue(v)].flat().join(','),
            ])
          : [['value', String(asQueryValue(body))]],
      ).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }));
  }
  const uploadSchema = content['multipart/form-data']?.schema;
  if (uploadSchema) {
    const fields = Object.entries(uploadSchema.properties ?? {});
    return fc
      .tuple(
        fc.tuple(
          ...fields.map(([name, schema]) =>
            schema.format === 'binary'
              ? fc.record({
                  name: fc.constant(name),
                  filename: fc.oneof(
                    fc.constantFrom('profile.md', 'ideas.snapshot', 'ideas.json', '../../x.md'),
                    fc
                      .string({ minLength: 1, maxLength: 30 })
                      .map((s) => s.replace(/["\r\n]/g, '')),
                  ),
                  content: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
                })
              : value(schema, name).map((v) => ({
                  name,
                  content: [asQueryValue(v)].flat().join(','),
                })),
          ),
        ),
        fc.subarray(fields.map(([name]) => name)),
      )
      .map(([parts, kept]) => {
        const form = multipart((parts as UploadPart[]).filter((part) => kept.includes(part.name)));
        return { label: 'multipart', payload: form.payload, headers: form.headers };
      });
  }
  return fc.constant(null);
}

/** Values at and past the edges of a field's declared range. */
function edgesOf(schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.flatMap(edgesOf))];
  if (schema.enum || schema.const !== undefined) return ['not-one-of-them'];
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'integer':
    case 'number':
      // The last three are written as the query string or coercion would take them: not finite.
      return [
        -1,
        1.5,
        2_147_483_648,
        9_223_372_036_854_775_808,
        1e308,
        'Infinity',
        '-Infinity',
        '1e400',
      ];
    case 'string':
      return ['', 'x'.repeat((schema.maxLength ?? 100_000) + 1)];
    case 'array':
      return [Array.from({ length: (schema.maxItems ?? 1000) + 1 }, (_, i) => i + 1)];
    case 'boolean':
      return ['maybe'];
    default:
      return [];
  }
}

const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 30 ? `${text.slice(0, 20)}… (${text.length} characters)` : text;
};

/**
 * A valid-shaped request for the route, then the same request with one field at a time (path,
 * query or body) set to each value at or past the edge of its declared range.
 */
function edgeRequests(
  route: DeclaredRoute,
  operation: Operation | undefined,
  hints: Hints,
  seed: number,
): FuzzRequest[] {
  const parameters = operation?.parameters ?? [];
  const sample = (schema: JsonSchema | undefined, name: string) =>
    fc.sample(validOf(schema, hints, name), { seed, numRuns: 1 })[0];
  const schemaOf = (place: 'path' | 'query', name: string) =>
    parameters.find((p) => p.in === place && p.name === name)?.schema;
  const pathNames = pathParameters(route.url);
  const path = Object.fromEntries(
    pathNames.map((name) => [
      name,
      name === '*' ? 'index.html' : sample(schemaOf('path', name), name),
    ]),
  );
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const query = Object.fromEntries(
    queryNames.map((name) => [name, sample(schemaOf('query', name), name)]),
  );
  const bodySchema = jsonSchemaOf(operation, 'application/json');
  const body = bodySchema ? (sample(bodySchema, '') as Record<string, unknown>) : undefined;

  const build = (
    label: string,
    values: Record<string, unknown>,
    queryValues: Record<string, unknown>,
    payload: Record<string, unknown> | undefined,
  ): FuzzRequest => ({
    label,
    options: {
      method: route.method,
      url: route.url.replace(/:(\w+)|\*/g, (_, name: string | undefined) =>
        segment(values[name ?? '*']),
      ),
      query: Object.fromEntries(
        Object.entries(queryValues).map(([name, v]) => [name, asQueryValue(v)]),
      ),
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    },
  });

  const requests = [build('valid', path, query, body)];
  for (const name of pathNames) {
    for (const edge of edgesOf(schemaOf('path', name))) {
      requests.push(build(`path ${name}=${preview(edge)}`, { ...path, [name]: edge }, query, body));
    }
  }
  for (const name of queryNames) {
    for (const edge of edgesOf(schemaOf('query', name))) {
      requests.push(
        build(`query ${name}=${preview(edge)}`, path, { ...query, [name]: edge }, body),
      );
    }
  }
  for (const [name, schema] of Object.entries(bodySchema?.properties ?? {})) {
    for (const edge of edgesOf(schema)) {
      requests.push(build(`body ${name}=${preview(edge)}`, path, query, { ...body, [name]: edge }));
    }
  }
  return requests;
}

/** What is wrong with an answer, or null: never a 5xx, and every refusal a coded one. */
function problemOf(method: string, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 200)}`;
  if (status < 400 || method === 'HEAD') return null;
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `a ${status} of type ${String(response.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `a ${status} whose body is not JSON: ${response.body.slice(0, 200)}`;
  }
  const { detail, code, field, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `a ${status} with other keys: ${response.body}`;
  if (typeof detail !== 'string' || detail === '')
    return `a ${status} without detail: ${response.body}`;
  if (!isErrorCode(code)) return `a ${status} with an undeclared code: ${response.body}`;
  if (ERRORS[code].status !== status) return `${code} answered with ${status}`;
  if (field !== undefined && typeof field !== 'string') return `a non-text field: ${response.body}`;
  return null;
}

/** A request as a failure message shows it, short enough to read. */
const shown = (request: InjectOptions) =>
  JSON.stringify({
    ...request,
    payload:
      typeof request.payload === 'string' || Buffer.isBuffer(request.payload)
        ? request.payload.toString().slice(0, 300)
        : request.payload,
  }).slice(0, 600);

describe('every route answers any input with a success or a coded refusal', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let callers: Record<Caller, Record<string, string>>;
  let hints: Hints;

  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open', ADMIN_EMAILS: 'chief@lyceum.test' });
    await seedChat(t.app);
    document = await openApiDocument(t.app);
    callers = {
      user: bearer(await tokenFor(t.app, 'fuzzer', 'fuzzer@lyceum.test')),
      admin: await adminHeaders(t.app, 'chief', 'chief@lyceum.test'),
    };
    // Known values, so part of the valid-shaped cases reach past the lookups.
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards',
      headers: callers.user,
      payload: { recto: 'Who wrote the Letters?', verso: 'Seneca', tags: ['stoics'] },
    });
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/persona/chat',
      headers: callers.user,
      payload: { character: 'Seneca', message: 'What is anger?' },
    });
    const ideas = chat.json<ChatResponse>().references.sources.map((s) => s.idea_id);
    const cardId = card.json<Flashcard>().id;
    hints = {
      id: [cardId, 1],
      flashcard_id: [cardId],
      flashcard_ids: [cardId],
      idea_id: ideas,
      ideaId: ideas,
      character: ['Seneca', 'seneca', 'Hypatia'],
      name: ['seneca', 'Seneca', 'epictetus'],
      key: ['seneca', 'nowhere'],
      tag_name: ['stoics'],
      tags: ['stoics'],
      tz: ['Europe/Paris', 'Not/AZone'],
      file: ['metadata', 'snapshot'],
      vector_database_key: ['seneca'],
    };
  });
  afterAll(() => t.close());

  /** The routes, those that delete last: a deleted persona or collection leaves less to reach. */
  const routesInOrder = () =>
    [...t.app.declaredRoutes].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );

  /** The callers' sessions survived every case: no later case was refused for want of one. */
  async function stillSignedIn() {
    for (const headers of Object.values(callers)) {
      const me = await t.app.inject({ url: '/api/users/me', headers });
      expect(me.statusCode).toBe(200);
    }
  }

  /** Sends the requests and lists every answer that is a 5xx or an uncoded refusal. */
  function checker() {
    const failures: string[] = [];
    let sent = 0;
    const check = async (caller: Caller, label: string, options: InjectOptions) => {
      const response = await t.app.inject({
        ...options,
        headers: { ...options.headers, ...callers[caller] },
      });
      sent += 1;
      const problem = problemOf(String(options.method), response);
      if (problem) failures.push(`${caller} ${label}: ${problem}\n    ${shown(options)}`);
    };
    const report = () => {
      if (failures.length > 0) {
        throw new Error(
          `${failures.length} of ${sent} requests failed (FUZZ_SEED=${SEED}):\n${failures.slice(0, 40).join('\n')}`,
        );
      }
      return sent;
    };
    return { check, report };
  }

  it(`never answers 5xx nor an uncoded refusal (seed ${SEED})`, async () => {
    const { check, report } = checker();

    for (const route of routesInOrder()) {
      const key = routeKey(route);
      const operation = operationOf(document, route);
      const arbitrary = requestArbitrary(route, operation, hints);
      const primary: Caller = route.access === 'admin' ? 'admin' : 'user';
      for (const caller of ['user', 'admin'] as const) {
        const runs = caller === primary ? RUNS : RUNS_OTHER;
        const seed = (SEED ^ hash(`${key} ${caller}`)) | 0;
        for (const request of fc.sample(arbitrary, { seed, numRuns: runs })) {
          await check(caller, `${key} [${request.label}, seed ${seed}]`, request.options);
        }
        if (route.method === 'GET' || route.method === 'HEAD' || caller !== primary) continue;
        const url = route.url.replace(/:\w+|\*/g, '1');
        for (const body of MALFORMED_BODIES) {
          await check(caller, `${key} [${body.name}]`, {
            method: route.method,
            url,
            payload: body.payload,
            headers: body.type ? { 'content-type': body.type } : {},
          });
        }
      }
    }
    expect(report()).toBeGreaterThan(t.app.declaredRoutes.length * RUNS);
    await stillSignedIn();
  }, 180_000);

  it(`answers fields at and past the edges of their range with a coded refusal (seed ${SEED})`, async () => {
    const { check, report } = checker();
    for (const route of routesInOrder()) {
      const key = routeKey(route);
      const seed = (SEED ^ hash(`${key} edges`)) | 0;
      const caller: Caller = route.access === 'admin' ? 'admin' : 'user';
      for (const request of edgeRequests(route, operationOf(document, route), hints, seed)) {
        await check(caller, `${key} [${request.label}, seed ${seed}]`, request.options);
      }
    }
    expect(report()).toBeGreaterThan(t.app.declaredRoutes.length);
    await stillSignedIn();
  }, 120_000);
});
