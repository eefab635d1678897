// The API reference page's model (/developers): the OpenAPI description digested for reading — operations grouped by
// tag, their parameters, request and response fields as indented rows, and the error types each may answer. Built on
// the server (server/developers/api-reference.ts), rendered by features/developers.
import type { AuthRule } from '../api/endpoints';

/** One row of a schema: a property at `depth` (0 at the top) with its type in words of JSON Schema (`string (uuid)`,
 *  `array of object`, `"a" | "b"`), or the heading of a union's variant (`variant` 1, 2 …; name and type empty). */
export type ApiField = { name: string; type: string; required: boolean; depth: number; description?: string; variant?: number };

type ApiParameter = { name: string; in: 'path' | 'query'; type: string; required: boolean; description?: string };

export type ApiBody = { mediaType: string; fields: ApiField[] };

export type ApiOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  auth: AuthRule;
  parameters: ApiParameter[];
  request: ApiBody | null;
  /** The success answer: its status, and its body when it has one (a 204 or a 303 has none). */
  success: { status: string; bodies: ApiBody[] };
  errors: { status: string; types: string[] }[];
  /** Paths a URL matching this one as well is answered by (a literal segment before a parameter). */
  precededBy: string[];
};

export type ApiReference = { version: string; tags: { tag: string; operations: ApiOperation[] }[]; errorTypes: { type: string; status: number }[] };
