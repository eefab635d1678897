import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../routes';
import { buildOpenApiDocument } from '../openapi';
import { precedingTemplate, templatesCross } from '../router';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument(ALL_ROUTES, { version: '1.2.3' });

  it('is OpenAPI 3.1 and describes every route', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const route of ALL_ROUTES) expect(document.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
  });

  it('takes query parameters from the same zod schema the handler validates with', () => {
    const operation = document.paths['/api/v1/subjects']?.get as { parameters: { name: string; in: string; required: boolean; schema: { enum: string[] } }[] };
    const language = operation.parameters.find((parameter) => parameter.name === 'language');
    expect(language).toMatchObject({ in: 'query', required: true });
    expect(language?.schema.enum).toContain('es-MX');
  });

  it('documents the typed error body for validation errors', () => {
    const operation = document.paths['/api/health']?.get as { responses: Record<string, { description: string }> };
    expect(operation.responses['400']?.description).toContain('FormValidationError');
    expect(operation.responses['503']?.description).toContain('ServiceUnavailableError');
  });

  it("states who may call each operation from the route's auth rule: bearer security and 401 (403 for self and admin rules)", () => {
    type Operation = { security: Record<string, string[]>[]; responses: Record<string, { description: string }>; 'x-auth': string };
    const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation;
    expect(operation('/api/v1/subjects', 'get').security).toEqual([{}, { bearerAuth: [] }]);
    expect(operation('/api/v1/library/folders', 'get')).toMatchObject({ security: [{ bearerAuth: [] }], 'x-auth': 'user' });
    expect(operation('/api/v1/library/folders', 'get').responses['401']?.description).toContain('AuthorizationError');
    expect(operation('/api/auth/accounts/{id}/sessions', 'get').responses['403']?.description).toContain('ForbiddenError');
    expect(operation('/api/analytics/dashboard', 'get')['x-auth']).toBe('admin');
    for (const route of ALL_ROUTES.filter((candidate) => candidate.auth !== 'visitor')) {
      expect(operation(route.path, route.method.toLowerCase()).responses['401'], `${route.method} ${route.path}`).toBeDefined();
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('OpenAPI document: refusals for room (security issue 28)', () => {
  const document = buildOpenApiDocument(ALL_ROUTES, { version: '1.2.3' });
  const responsesOf = (path: string, method: string) => (document.paths[path]?.[method] as { responses: Record<string, { description: string }> }).responses;

  it('names TooManyRequestsError on routes taking large bodies (upload slots) and on signed-in streams (open streams per user)', () => {
    expect(responsesOf('/api/v1/users/{id}/profilepicture', 'post')['429']?.description).toContain('TooManyRequestsError');
    expect(responsesOf('/api/v1/chats', 'get')['429']?.description).toContain('TooManyRequestsError');
    expect(responsesOf('/api/v1/subjects', 'get')['429']).toBeUndefined();
  });
});

describe('OpenAPI document: paths one URL could match twice (decision 043, in place of Redocly\'s no-ambiguous-paths)', () => {
  const document = buildOpenApiDocument(ALL_ROUTES, { version: '1.2.3' });
  type PathItem = Record<string, unknown> & { 'x-preceded-by'?: string[]; description?: string };
  const paths = document.paths as Record<string, PathItem>;
  const pairs = Object.keys(paths).flatMap((path) =>
    Object.keys(paths).flatMap((other) => (precedingTemplate(path, other) === other && templatesCross(path, other) ? [{ first: other, then: path }] : [])),
  );

  it('names on the path that gives way the paths tried first, and says why', () => {
    // The 8 pairs Redocly's no-ambiguous-paths names; /api/v1/knows/{id} against /api/v1/knows/search is no such pair
    // (OpenAPI itself says the concrete path wins).
    expect(pairs).toHaveLength(8);
    expect(paths['/api/v1/knows/{id}']?.['x-preceded-by']).toBeUndefined();
    for (const { first, then } of pairs) {
      expect(paths[then]?.['x-preceded-by'], then).toContain(first);
      expect(paths[then]?.description, then).toContain('a literal path segment takes precedence over a parameter');
    }
    expect(paths['/api/v1/users/{id}/username']?.['x-preceded-by']).toEqual(['/api/v1/users/usernames/{name}']);
    expect(paths['/api/v1/flashcards/{cardUuid}/reviews']?.['x-preceded-by']).toEqual(['/api/v1/flashcards/reviews/{reviewId}']);
    expect(paths['/api/v1/users/usernames/{name}']?.['x-preceded-by']).toBeUndefined();
  });

  it("leaves no real collision: where the paths differ, the parameter's pattern never takes the other path's literal", () => {
    for (const { first, then } of pairs) {
      const [firstSegments, thenSegments] = [first.split('/'), then.split('/')];
      thenSegments.forEach((segment, index) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        const literal = firstSegments[index]!;
        if (!name || /^\{\w+\}$/.test(literal)) return;
        const operations = Object.values(paths[then]!).filter((value): value is { parameters: { name: string; in: string; schema: { pattern?: string } }[] } =>
          typeof value === 'object' && value !== null && 'parameters' in value,
        );
        for (const operation of operations) {
          const pattern = operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema.pattern;
          expect(pattern, `${then} {${name}}`).toBeDefined();
          expect(new RegExp(pattern!).test(literal), `${then} {${name}} against '${literal}' of ${first}`).toBe(false);
        }
      });
    }
  });
});

describe('OpenAPI document: what Redocly\'s recommended rules ask for', () => {
  const document = buildOpenApiDocument(ALL_ROUTES, { version: '1.2.3' });
  const schemaOf = (path: string, method: string) =>
    (document.paths[path]?.[method] as { responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }> }).responses['200']!.content['application/json']!.schema;

  it('names a server: the site serving it, each country site answering on its own origin', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it("writes a record keyed by an enum as an object whose keys are defined properties (the AI usage's limits)", () => {
    const limits = JSON.stringify(schemaOf('/api/v1/ai/usage', 'get'));
    expect(limits).not.toContain('propertyNames');
    expect(limits).toContain('"properties":{"messages":');
  });
});
