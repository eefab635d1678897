// The API reference page's model is the OpenAPI description read for people: every operation once, under its tag, with
// its parameters, nested fields, success answer and error types.
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../routes';
import { getApiReference } from '../api-reference';

describe('getApiReference', () => {
  const reference = getApiReference();
  const operations = reference.tags.flatMap(({ operations: list }) => list);
  const find = (method: string, path: string) => operations.find((operation) => operation.method === method && operation.path === path)!;

  it('has every route of the API once, under its tag, the tags in alphabetical order', () => {
    expect(operations).toHaveLength(ALL_ROUTES.length);
    for (const route of ALL_ROUTES) expect(reference.tags.find(({ tag }) => tag === route.tag)?.operations.some((operation) => operation.path === route.path && operation.method === route.method)).toBe(true);
    const tags = reference.tags.map(({ tag }) => tag);
    expect(tags).toEqual([...tags].sort());
  });

  it('describes parameters, nested answer fields and the error types of each refusal status', () => {
    const know = find('GET', '/api/v1/knows/{id}');
    expect(know).toMatchObject({ auth: 'visitor', success: { status: '200' } });
    expect(know.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true, type: 'string' })]);
    const fields = know.success.bodies[0]!.fields;
    expect(fields).toContainEqual(expect.objectContaining({ name: 'knowFormat', type: '"DOCUMENT" | "FLASHCARDS" | "VIDEO"', required: true, depth: 0 }));
    expect(fields).toContainEqual(expect.objectContaining({ name: 'subjects', type: 'array of object', depth: 0 }));
    expect(fields).toContainEqual(expect.objectContaining({ name: 'color', depth: 1 }));
    expect(know.errors).toContainEqual({ status: '404', types: expect.arrayContaining(['NotFoundError']) });
  });

  it('keeps the redirect of the social sign-in callback and the precedence of paths one URL could match twice', () => {
    expect(find('GET', '/api/auth/oidc/{provider}/callback').success).toEqual({ status: '303', bodies: [] });
    expect(find('PATCH', '/api/v1/users/{id}/username').precededBy).toEqual(['/api/v1/users/usernames/{name}']);
  });
});
