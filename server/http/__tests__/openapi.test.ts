import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../routes';
import { buildOpenApiDocument } from '../openapi';

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
