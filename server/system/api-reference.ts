// The API reference page's model, read from the OpenAPI description the server serves (/api/openapi.json): one
// description, two readers. Built once per process — the routes do not change while it runs.
import type { AuthRule } from '../../lib/api/endpoints';
import type { ApiBody, ApiField, ApiOperation, ApiReference } from '../../lib/contracts/api-reference';
import { ERROR_STATUS } from '../../lib/errors';
import packageJson from '../../package.json';
import { buildOpenApiDocument } from '../http/openapi';
import { ALL_ROUTES } from '../routes';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
};
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  'x-auth': AuthRule;
  parameters: Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, { description: string; content?: Content }>;
};
type PathItem = Record<string, unknown> & { 'x-preceded-by'?: string[] };

/** Rows past this depth or count are left out (a long answer still reads; the description has all of it). */
const MAX_DEPTH = 3;
const MAX_ROWS = 80;
const MAX_ENUM = 8;

const variantsOf = (schema: Schema) => schema.anyOf ?? schema.oneOf;
const isNull = (schema: Schema) => schema.type === 'null';

/** A schema's type in few words: `string (uuid)`, `integer`, `array of object`, `"a" | "b"`, `string or null`. */
function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) {
    const values = schema.enum.slice(0, MAX_ENUM).map((value) => JSON.stringify(value));
    return `${values.join(' | ')}${schema.enum.length > MAX_ENUM ? ' | …' : ''}`;
  }
  const variants = variantsOf(schema);
  if (variants) return [...new Set(variants.map(typeOf))].join(' or ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type })).join(' or ');
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') return `map of ${typeOf(schema.additionalProperties)}`;
  if (!schema.type) return schema.allOf ? 'object' : 'any';
  return schema.format ? `${schema.type} (${schema.format})` : schema.type;
}

/** The object schemas whose properties a schema's rows show: itself, an array's items, or a union's object members. */
function objectsIn(schema: Schema): Schema[] {
  if (schema.properties) return [schema];
  if (schema.type === 'array' && schema.items) return objectsIn(schema.items);
  if (schema.allOf) return [{ properties: Object.assign({}, ...schema.allOf.map((part) => part.properties ?? {})), required: schema.allOf.flatMap((part) => part.required ?? []) }];
  return (variantsOf(schema) ?? []).filter((variant) => !isNull(variant)).flatMap(objectsIn);
}

function fieldsOf(schema: Schema, depth = 0, rows: ApiField[] = []): ApiField[] {
  const objects = objectsIn(schema);
  objects.forEach((object, index) => {
    // A union of several object shapes: each under a heading row, one level deeper.
    const inner = objects.length > 1 ? depth + 1 : depth;
    if (objects.length > 1 && rows.length < MAX_ROWS) rows.push({ name: '', type: '', required: false, depth, variant: index + 1 });
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      if (rows.length >= MAX_ROWS) return;
      rows.push({ name, type: typeOf(property), required: (object.required ?? []).includes(name), depth: inner, ...(property.description ? { description: property.description } : {}) });
      if (inner + 1 < MAX_DEPTH) fieldsOf(property, inner + 1, rows);
    }
  });
  return rows;
}

function bodiesOf(content: Content | undefined): ApiBody[] {
  return Object.entries(content ?? {}).map(([mediaType, { schema }]) => ({ mediaType, fields: schema ? fieldsOf(schema) : [] }));
}

function operationOf(method: string, path: string, operation: Operation, item: PathItem): ApiOperation {
  const statuses = Object.keys(operation.responses);
  const successStatus = statuses.find((status) => /^[23]/.test(status)) ?? statuses[0]!;
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    auth: operation['x-auth'],
    parameters: operation.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      type: typeOf(parameter.schema),
      required: parameter.required,
      ...(parameter.description ? { description: parameter.description } : {}),
    })),
    request: operation.requestBody ? (bodiesOf(operation.requestBody.content)[0] ?? null) : null,
    success: { status: successStatus, bodies: bodiesOf(operation.responses[successStatus]?.content) },
    errors: statuses
      .filter((status) => /^[45]/.test(status))
      .map((status) => ({ status, types: operation.responses[status]!.description.split(', ') })),
    precededBy: item['x-preceded-by'] ?? [],
  };
}

function buildApiReference(): ApiReference {
  const document = buildOpenApiDocument(ALL_ROUTES, { version: packageJson.version });
  const byTag = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(document.paths as Record<string, PathItem>)) {
    for (const [method, value] of Object.entries(item)) {
      if (method.startsWith('x-') || method === 'description') continue;
      const operation = value as Operation;
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationOf(method, path, operation, item)]);
    }
  }
  return {
    version: document.info.version,
    tags: [...byTag].sort(([a], [b]) => a.localeCompare(b)).map(([tag, operations]) => ({ tag, operations: operations.sort((a, b) => a.path.localeCompare(b.path)) })),
    errorTypes: Object.entries(ERROR_STATUS).map(([type, status]) => ({ type, status })),
  };
}

let built: ApiReference | undefined;

export function getApiReference(): ApiReference {
  built ??= buildApiReference();
  return built;
}
