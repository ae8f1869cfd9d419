import { BASE_URL, type ApiResponse } from './test-api.js';

export interface UploadPart {
  name: string;
  bytes: Buffer;
  type?: string;
  /** The form field; `files` by default. */
  field?: string;
}

/** Posts multipart form data the way the browser does (`files` repeated, text fields beside them). */
export async function postForm(
  path: string,
  options: { cookie: string; files?: UploadPart[]; fields?: Record<string, string>; jobId?: string; baseUrl?: string },
): Promise<ApiResponse> {
  const form = new FormData();
  for (const file of options.files ?? []) {
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const headers: Record<string, string> = { cookie: options.cookie };
  if (options.jobId) headers['x-job-id'] = options.jobId;
  const started = Date.now();
  const response = await fetch(`${options.baseUrl ?? BASE_URL}${path}`, { method: 'POST', body: form, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as any, headers: response.headers, elapsedMs: Date.now() - started };
}
