// Serves the API description built from every route's schemas.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { buildOpenApiDocument } from '../http/openapi';
import { defineRoute } from '../http/route';
import { ALL_ROUTES } from '../routes';
import packageJson from '../../package.json';

export const openApiRoute = defineRoute({
  endpoint: endpoints.openApi,
  tag: 'system',
  summary: 'This API description (OpenAPI 3.1)',
  response: z.record(z.string(), z.unknown()),
  handle: async () => buildOpenApiDocument(ALL_ROUTES, { version: packageJson.version }),
});
