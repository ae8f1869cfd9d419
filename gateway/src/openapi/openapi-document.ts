import {
  API_ENDPOINTS,
  httpStatusOf,
  jobAcceptedReplySchema,
  SESSION_COOKIE_BASE_NAME,
  type AnyHttpEndpoint,
  type EndpointBody,
  type ErrorCode,
} from '@studyforge/contracts';
import { z } from 'zod';

type Endpoints = Readonly<Record<string, AnyHttpEndpoint>>;
type JsonSchema = Record<string, unknown>;

const errorBodySchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'A sentence to show the user' },
    code: { type: 'string', enum: Object.keys(httpStatusOf) },
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;
}

/** One OpenAPI parameter per property of a params or query schema. */
function parameters(schema: z.ZodType, location: 'path' | 'query') {
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(body: EndpointBody) {
  if (body.kind === 'json') return { required: true, content: { 'application/json': { schema: jsonSchema(body.schema, 'input') } } };
  const properties = Object.fromEntries(
    Object.entries(body.fields).map(([name, field]) => [
      name,
      field.files
        ? { type: 'array', items: { type: 'string', format: 'binary' }, description: field.description }
        : { type: 'string', description: field.description },
    ]),
  );
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
}

function successResponse(endpoint: AnyHttpEndpoint) {
  const { reply } = endpoint;
  const headers = endpoint.cacheControl ? { headers: { 'Cache-Control': { schema: { type: 'string', example: endpoint.cacheControl } } } } : {};
  switch (reply.kind) {
    case 'json':
      return { description: reply.description, ...headers, content: { 'application/json': { schema: jsonSchema(reply.schema, 'output') } } };
    case 'binary':
      return { description: reply.description, content: { [reply.contentType]: { schema: { type: 'string', format: 'binary' } } } };
    case 'event-stream':
      return { description: reply.description, content: { 'text/event-stream': { schema: { type: 'string' } } } };
    case 'redirect':
      return { description: reply.description };
  }
}

function operation(name: string, endpoint: AnyHttpEndpoint) {
  const responses: Record<string, unknown> = { [endpoint.status]: successResponse(endpoint) };
  if (endpoint.job) {
    responses[202] = {
      description:
        'The job outlived the wait (GENERATION_SYNC_WAIT_MS, below the proxies’ 60 s): it goes on; follow `events` or poll `job` until done, its result is the reply above (audio: read at /api/read-aloud/{id})',
      content: { 'application/json': { schema: jsonSchema(jobAcceptedReplySchema, 'output') } },
    };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpoint.errors) byStatus.set(httpStatusOf[code], [...(byStatus.get(httpStatusOf[code]) ?? []), code]);
  for (const [status, codes] of byStatus) {
    responses[status] ??= {
      description: codes.join(' or '),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const params = [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')];
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.auth === 'signed-in' && { security: [{ sessionCookie: [] }] }),
    ...(params.length > 0 && { parameters: params }),
    ...(endpoint.body && { requestBody: requestBody(endpoint.body) }),
    responses,
  };
}

/**
 * The OpenAPI 3 document behind /api/docs, built from the endpoint declarations; tags in the order they first appear.
 * `sessionCookie`: the session cookie's name as this gateway sets it (session-cookie.ts).
 */
export function buildOpenApiDocument(serverUrl?: string, endpoints: Endpoints = API_ENDPOINTS, sessionCookie = SESSION_COOKIE_BASE_NAME) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  const tags = [...new Set(Object.values(endpoints).map((endpoint) => endpoint.tag))].map((tag) => ({ name: tag }));
  return {
    openapi: '3.0.3',
    info: {
      title: 'StudyForge API',
      version: '0.1.0',
      description:
        'The HTTP API of StudyForge. Sign in with POST /api/auth/signin from this page: the browser keeps the session cookie and sends it with the other calls.',
    },
    servers: [{ url: serverUrl ?? '/' }],
    tags,
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookie } },
      schemas: { Error: errorBodySchema },
    },
    paths,
  };
}
