// Builds the OpenAPI 3.1 document from the routes' own zod schemas (zod 4 emits JSON Schema 2020-12 natively).
import { z } from 'zod';
import { ERROR_STATUS, type ErrorType } from '../../lib/errors';
import { routes as pageRoutes } from '../../lib/routes/page-routes';
import { DEFAULT_BODY_LIMIT } from './execute-route';
import type { AnyRoute } from './route';
import { precedingTemplate, templatesCross } from './router';
import type { WithEventStream } from './stream-route';

type JsonSchema = Record<string, unknown>;

const IMPLIED_ERRORS: ErrorType[] = ['FormValidationError', 'BadRequestError', 'NoErrorType'];

/** A record keyed by an enum (zod writes `propertyNames` + `additionalProperties` + `required`) as the same object with
 *  its keys as `properties`, so that every required key is a defined property (Redocly's
 *  no-required-schema-properties-undefined), at any depth. */
function withEnumKeysAsProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withEnumKeysAsProperties);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withEnumKeysAsProperties(value)])) as JsonSchema;
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (schema.properties || !keys?.every((key) => typeof key === 'string') || typeof schema.additionalProperties !== 'object') return schema;
  const { propertyNames: _keys, additionalProperties: value, ...rest } = schema;
  return { ...rest, properties: Object.fromEntries(keys.map((key) => [key, value])), additionalProperties: false };
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return withEnumKeysAsProperties(rest) as JsonSchema;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const errorBodySchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['type', 'data'],
      properties: { type: { type: 'string', enum: Object.keys(ERROR_STATUS) }, data: { type: 'object' } },
    },
  },
};

/** The errors a route's auth rule implies: a sign-in is needed (401), and for the self and admin rules, the right one (403). */
function authErrors(route: AnyRoute): ErrorType[] {
  if (route.auth === 'visitor') return [];
  return route.auth === 'user' ? ['AuthorizationError'] : ['AuthorizationError', 'ForbiddenError'];
}

/** Who may call, in OpenAPI terms: a bearer access token, or nothing (a visitor route may still be sent one). */
function security(route: AnyRoute) {
  return route.auth === 'visitor' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
}

/** Refusals the handler makes for room (server/http/read-body.ts, stream-route.ts): a large body past its pool's slots,
 *  a signed-in stream past the user's open streams. */
function roomErrors(route: AnyRoute): ErrorType[] {
  const streams = (route as Partial<WithEventStream>).eventStream !== undefined && route.auth !== 'visitor';
  return streams || (route.bodyLimit ?? DEFAULT_BODY_LIMIT) > DEFAULT_BODY_LIMIT ? ['TooManyRequestsError'] : [];
}

function errorResponses(route: AnyRoute) {
  const responses: Record<string, unknown> = {};
  for (const type of new Set([...IMPLIED_ERRORS, ...authErrors(route), ...roomErrors(route), ...(route.errors ?? [])])) {
    const status = String(ERROR_STATUS[type]);
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = {
      description: existing ? `${existing.description}, ${type}` : type,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return responses;
}

/** multipart/form-data with a file field (upload routes, read as it arrives with readMultipartFiles). */
function uploadBody({ field, mediaTypes, description }: NonNullable<AnyRoute['upload']>) {
  const schema = { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary', ...(description ? { description } : {}) } } };
  return {
    required: true,
    content: { 'multipart/form-data': { schema, ...(mediaTypes?.length ? { encoding: { [field]: { contentType: mediaTypes.join(', ') } } } : {}) } },
  };
}

function successResponse(route: AnyRoute) {
  if (route.status === 204) return { description: 'Success, no content' };
  if (route.redirect) return { description: 'See Other: the browser goes on to `Location`', headers: { Location: { schema: { type: 'string' } } } };
  if (route.binary) {
    return { description: 'The file', content: { [route.binaryMediaType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } } };
  }
  const { eventStream } = route as Partial<WithEventStream>;
  // A route that also streams (withEventStream): `Accept: text/event-stream` gets Server-Sent Events of this data.
  const events = eventStream ? { 'text/event-stream': { schema: toSchema(eventStream.event, 'output') } } : {};
  return { description: 'Success', content: { 'application/json': { schema: toSchema(route.response, 'output') }, ...events } };
}

/** Where a URL could match this path and another one that crosses it (e.g. /api/v1/users/usernames/{name} and
 *  /api/v1/users/{id}/…, which OpenAPI's concrete-before-templated rule does not order), the router's precedence — at
 *  the first segment where they differ, a literal before a parameter — said on the path item that gives way: its
 *  `x-preceded-by` names the paths tried first. The spec's paths stay as they are; their parameters (UUIDs) never take
 *  the other path's literal. */
function precedenceNotes(paths: string[]): Record<string, { description: string; 'x-preceded-by': string[] }> {
  const notes: Record<string, { description: string; 'x-preceded-by': string[] }> = {};
  for (const path of paths) {
    const first = paths.filter((other) => precedingTemplate(path, other) === other && templatesCross(path, other));
    if (first.length === 0) continue;
    notes[path] = {
      description: `A URL that also matches ${first.map((other) => `\`${other}\``).join(', ')} is answered there: a literal path segment takes precedence over a parameter.`,
      'x-preceded-by': first,
    };
  }
  return notes;
}

export function buildOpenApiDocument(routes: AnyRoute[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation = {
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      tags: [route.tag],
      security: security(route),
      'x-auth': route.auth,
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } } : {}),
      ...(route.upload ? { requestBody: uploadBody(route.upload) } : {}),
      responses: {
        [String(route.redirect ? 303 : (route.status ?? 200))]: successResponse(route),
        ...errorResponses(route),
      },
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  for (const [path, note] of Object.entries(precedenceNotes(Object.keys(paths)))) paths[path] = { ...note, ...paths[path] };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Knowly API',
      version: info.version,
      description: 'Main API (/api/v1), auth service (/api/auth), analytics (/api/analytics) and the web app backend.',
      license: { name: 'Knowly terms of service', url: pageRoutes.legal('tos') },
    },
    servers: [{ url: '/', description: 'The site serving this description: every country site answers the API on its own origin (https://knowly.de, http://fr.localhost:3000 …)' }],
    paths,
    components: {
      schemas: { ErrorBody: errorBodySchema },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/auth/oauth/token' } },
    },
  };
}
