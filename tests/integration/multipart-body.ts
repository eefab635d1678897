// A multipart/form-data body as a browser sends it (undici's FormData), for calling upload routes with callRoute.
export type MultipartFile = { data: Buffer | Uint8Array; name: string; type?: string };

export async function multipartBody(files: MultipartFile[], field = 'file'): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
