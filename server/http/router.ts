// Finds the routes of a request path among the declared ones: the mounting of every API route through one Next
// catch-all (pages/api/[...path].ts), so that no file is written per route. A path template's literal segments win
// over its `{param}` segments, as Next's own file routing does (`/knows/search` before `/knows/{id}`); all the routes
// of the winning template come back, and executeRoute picks one by method (405 with Allow otherwise).
import { AppError } from '../../lib/errors';

type Template<R> = { path: string; segments: string[]; routes: R[] };
export type RouteMatch<R> = { routes: R[]; params: Record<string, string> };

const PARAM = /^\{(\w+)\}$/;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Orders templates by length, then so that at the first segment where two differ a literal comes before a parameter. */
function moreSpecificFirst(a: Pick<Template<unknown>, 'segments'>, b: Pick<Template<unknown>, 'segments'>): number {
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length;
  for (let index = 0; index < Math.min(a.segments.length, b.segments.length); index += 1) {
    const aParam = PARAM.test(a.segments[index]!);
    const bParam = PARAM.test(b.segments[index]!);
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

/** Of two path templates one URL could match (the same length; at each segment the same literal, or a parameter on
 *  either side), the one the router tries first; null when no URL matches both. */
export function precedingTemplate(a: string, b: string): string | null {
  const [aSegments, bSegments] = [segmentsOf(a), segmentsOf(b)];
  if (a === b || aSegments.length !== bSegments.length) return null;
  const overlap = aSegments.every((segment, index) => segment === bSegments[index] || PARAM.test(segment) || PARAM.test(bSegments[index]!));
  if (!overlap) return null;
  return moreSpecificFirst({ segments: aSegments }, { segments: bSegments }) <= 0 ? a : b;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AppError('BadRequestError', { reason: 'The request path is not valid percent-encoded UTF-8.' });
  }
}

/** Whether each of two templates has a literal segment where the other has a parameter (/users/usernames/{name} and
 *  /users/{id}/username): OpenAPI's own rule, concrete before templated, does not say which one a URL matching both
 *  goes to. */
export function templatesCross(a: string, b: string): boolean {
  const [aSegments, bSegments] = [segmentsOf(a), segmentsOf(b)];
  const literalOver = (one: string[], other: string[]) => one.some((segment, index) => !PARAM.test(segment) && PARAM.test(other[index] ?? ''));
  return literalOver(aSegments, bSegments) && literalOver(bSegments, aSegments);
}

export function createRouter<R extends { path: string }>(routes: readonly R[]) {
  const byPath = new Map<string, Template<R>>();
  for (const route of routes) {
    const template = byPath.get(route.path) ?? { path: route.path, segments: segmentsOf(route.path), routes: [] };
    template.routes.push(route);
    byPath.set(route.path, template);
  }
  const templates = [...byPath.values()].sort(moreSpecificFirst);

  return {
    /** The routes of the most specific template matching `pathname` (no query), with its decoded path params. */
    match(pathname: string): RouteMatch<R> | null {
      const segments = segmentsOf(pathname);
      for (const template of templates) {
        if (template.segments.length !== segments.length) continue;
        const params: Record<string, string> = {};
        const matches = template.segments.every((expected, index) => {
          const param = PARAM.exec(expected);
          if (param) {
            params[param[1]!] = decodeSegment(segments[index]!);
            return true;
          }
          return expected === segments[index];
        });
        if (matches) return { routes: template.routes, params };
      }
      return null;
    },
  };
}
