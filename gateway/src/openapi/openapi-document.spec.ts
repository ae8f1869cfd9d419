import { API_ENDPOINTS, BOOK_SOURCES } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document.js';

const doc = buildOpenApiDocument();
type Operation = { operationId: string; tags: string[]; security?: unknown; parameters?: Array<Record<string, any>>; requestBody?: any; responses: Record<string, any> };
const operationOf = (path: string, method: string) => (doc.paths[path] as Record<string, Operation> | undefined)?.[method];

describe('OpenAPI document', () => {
  it('documents every declared endpoint under its tag, and only those', () => {
    for (const [name, endpoint] of Object.entries(API_ENDPOINTS)) {
      const operation = operationOf(endpoint.path, endpoint.method.toLowerCase());
      expect(operation, name).toMatchObject({ operationId: name, tags: [endpoint.tag], summary: endpoint.summary });
      expect(Boolean(operation?.security), name).toBe(endpoint.auth === 'signed-in');
    }
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(Object.keys(API_ENDPOINTS).length);
    const tags = doc.tags.map((tag) => tag.name);
    expect(new Set(tags).size, 'each tag listed once').toBe(tags.length);
    expect(new Set(tags)).toEqual(new Set(Object.values(API_ENDPOINTS).map((endpoint) => endpoint.tag)));
    expect(tags.slice(0, 3), 'tags in the order their endpoints are declared').toEqual(['Auth', 'Credits', 'Generation']);
  });

  it('documents path parameters from the params schema and query parameters from the query schema', () => {
    expect(operationOf('/api/jobs/{id}', 'get')?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ format: 'uuid' }) }]);
    const search = operationOf('/api/{source}/search', 'get')?.parameters ?? [];
    expect(search.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['path:source', 'query:q', 'query:subject', 'query:maxResults']);
    expect(search[0]?.schema.enum).toEqual([...BOOK_SOURCES]);
    expect(operationOf('/api/user/credits', 'get')?.parameters).toBeUndefined();
  });

  it('documents bodies, the success answer and one answer per error status', () => {
    const signUp = operationOf('/api/auth/signup', 'post')!;
    expect(signUp.requestBody.content['application/json'].schema.required).toEqual(['firstName', 'lastName', 'email', 'password']);
    expect(Object.keys(signUp.responses).sort()).toEqual(['201', '400', '409', '429', '503']);
    const quiz = operationOf('/api/generate-quiz', 'post')!;
    expect(Object.keys(quiz.requestBody.content['multipart/form-data'].schema.properties)).toEqual(['files', 'text', 'questionCount']);
    expect(quiz.requestBody.content['multipart/form-data'].schema.properties.questionCount.description).toBe('How many questions: 1 to 20 (default 5)');
    expect(operationOf('/api/text-to-speech', 'post')!.responses['200'].content).toHaveProperty('audio/mpeg');
    expect(operationOf('/api/logout', 'get')!.responses).toEqual({ '302': { description: 'Redirect to /' } });
  });

  it('shows the 202 of read-aloud and audio links whose job outlives the wait, with the job to follow', () => {
    for (const [path, method] of [['/api/text-to-speech', 'post'], ['/api/audio/{id}', 'get'], ['/api/read-aloud/{id}', 'get']] as const) {
      const accepted = operationOf(path, method)!.responses['202'];
      expect(Object.keys(accepted.content['application/json'].schema.properties), path).toEqual(['jobId', 'stage', 'message', 'job', 'events']);
    }
  });
});
