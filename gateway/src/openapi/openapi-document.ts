import { BOOK_SOURCES, httpStatusOf, type ErrorCode } from '@studyforge/contracts';
import { z } from 'zod';
import { SESSION_COOKIE } from '../session/session.middleware.js';
import { API_ROUTES, type ApiRoute } from './api-routes.js';

const errorBodySchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'A sentence to show the user' },
    code: { type: 'string', enum: Object.keys(httpStatusOf) },
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
}

function multipartSchema(fields: Record<string, string>) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, description]) => [
      name,
      name === 'files' ? { type: 'array', items: { type: 'string', format: 'binary' }, description } : { type: 'string', description },
    ]),
  );
  return { type: 'object', properties };
}

function operation(route: ApiRoute) {
  const responses: Record<string, unknown> = {
    [route.success.status]: {
      description: route.success.description,
      ...(route.success.schema && { content: { 'application/json': { schema: jsonSchema(route.success.schema, 'output') } } }),
      ...(route.success.contentType && { content: { [route.success.contentType]: { schema: { type: 'string', format: 'binary' } } } }),
    },
  };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of route.errors) byStatus.set(httpStatusOf[code], [...(byStatus.get(httpStatusOf[code]) ?? []), code]);
  for (const [status, codes] of byStatus) {
    responses[status] ??= {
      description: codes.join(' or '),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.signedIn && { security: [{ sessionCookie: [] }] }),
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } },
    }),
    ...(route.multipart && { requestBody: { required: true, content: { 'multipart/form-data': { schema: multipartSchema(route.multipart) } } } }),
    ...(route.path.includes('{id}') && { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }] }),
    ...(route.path.includes('{source}') && { parameters: [{ name: 'source', in: 'path', required: true, schema: { type: 'string', enum: [...BOOK_SOURCES] } }] }),
    responses,
  };
}

/** The OpenAPI 3 document behind /api/docs, built from the route table and the contracts' zod schemas. */
export function buildOpenApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operation(route);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'StudyForge API',
      version: '0.1.0',
      description:
        'The HTTP API of StudyForge. Sign in with POST /api/auth/signin from this page: the browser keeps the session cookie and sends it with the other calls.',
    },
    servers: [{ url: serverUrl ?? '/' }],
    tags: [{ name: 'Auth' }, { name: 'Credits' }, { name: 'Generation' }, { name: 'Library' }, { name: 'Trivia' }, { name: 'Books' }, { name: 'Operations' }],
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      schemas: { Error: errorBodySchema },
    },
    paths,
  };
}
