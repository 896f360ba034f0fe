import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '../src/plugins/access';

/** A JSON Schema as the OpenAPI document holds it (TypeBox output, references resolved by name). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** A route as the tests name it: `POST /api/flashcards/:id`. */
export const routeKey = (route: Pick<DeclaredRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

/** The route's path parameters, in order (`*` for a wildcard). */
export const pathParameters = (url: string) =>
  [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');

/**
 * The operation the OpenAPI document (the server's own, from the routes' schemas) gives for a
 * route, or undefined for the documentation's own routes, which it does not describe.
 */
export function operationOf(
  document: OpenApiDocument,
  route: Pick<DeclaredRoute, 'method' | 'url'>,
): Operation | undefined {
  const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
  return document.paths[path]?.[route.method.toLowerCase()];
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  await app.ready();
  return app.swagger() as unknown as OpenApiDocument;
}

/** Every property name in a schema, nested ones included. */
export function propertyNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
      name,
      ...propertyNames(property),
    ]),
    ...propertyNames(schema.items),
    ...(schema.anyOf ?? []).flatMap(propertyNames),
    ...(schema.oneOf ?? []).flatMap(propertyNames),
  ];
}
