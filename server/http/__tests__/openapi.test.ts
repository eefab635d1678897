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
});
