// What every unknown path under /api answers: a typed 404, whatever the method.
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { defineRoute, type HttpMethod } from '../http/route';

const notFound = (method: HttpMethod) =>
  defineRoute({
    method,
    path: '/api/{path}',
    tag: 'system',
    summary: 'Unknown API path',
    response: z.never(),
    handle: async () => {
      throw new AppError('NotFoundError', { reason: 'No API route at this path.' });
    },
  });

export const NOT_FOUND_ROUTES = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map(notFound);
