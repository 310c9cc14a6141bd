import { z } from 'zod';
import { GUEST_ID_HEADER } from '../../shared/constants.ts';
import { liveEventsOperation } from './live-events-doc.ts';
import type { RestRoute } from './route.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };
const VALIDATION_ERROR_SCHEMA = { $ref: '#/components/schemas/ValidationError' };

/**
 * JSON Schema 2020-12, the dialect of OpenAPI 3.1, straight from the shared zod schema (file parts say
 * so through their `.meta(FILE_PART)`; what JSON Schema cannot say, such as a transform, reads as any).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  // The document declares the dialect once; each schema repeating it is noise.
  delete converted.$schema;
  return converted;
}

const hasFile = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (('format' in schema && schema.format === 'binary') || Object.values(schema).some(hasFile));

/** A list of files is sent as repeated `name[]` parts, PHP's convention the product form follows. */
function multipartProperties(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const renamed = Object.entries(properties).map(([name, property]) => [property.type === 'array' && hasFile(property) ? `${name}[]` : name, property]);
  const required = ((schema.required ?? []) as string[]).filter((name) => !(properties[name]?.type === 'array'));
  return { ...schema, properties: Object.fromEntries(renamed), required };
}

function requestBody(route: RestRoute): Operation | undefined {
  if (!route.body) return undefined;
  const schema = jsonSchema(route.body, 'input');
  const content = hasFile(schema)
    ? { 'multipart/form-data': { schema: multipartProperties(schema) } }
    : { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } };
  return { required: true, content };
}

function parameters(route: RestRoute): Operation[] {
  const inPath = [...route.path.matchAll(/:([a-z_]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (!route.query) return inPath;
  const query = jsonSchema(route.query, 'input');
  const required = new Set((query.required ?? []) as string[]);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    // A parameter's description is what API references show beside it.
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function security(route: RestRoute): Operation[] {
  if (route.access === 'public') return [];
  if (route.as === 'guest') return [{ guestId: [] }];
  if (route.access === 'buyer') return [{ bearerAuth: [] }, { guestId: [] }];
  return [{ bearerAuth: [] }];
}

const errorAnswer = (description: string, schema = ERROR_SCHEMA) => ({ description, content: { 'application/json': { schema } } });

function responses(route: RestRoute): Operation {
  const success =
    route.produces === 'image'
      ? { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }
      : route.produces === 'csv'
        ? { description: `${route.summary} (a download)`, content: { 'text/csv': { schema: { type: 'string' } } } }
        : { description: route.summary, content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } };
  const answers: Operation = { [route.successStatus]: success };
  const body = requestBody(route);
  if (route.body || route.query || route.path.includes(':') || route.access === 'buyer') {
    answers[422] = errorAnswer('Invalid input: a message and the messages of each field', VALIDATION_ERROR_SCHEMA);
  }
  if (route.access !== 'public') answers[401] = errorAnswer('No valid session (Bearer token) or guest id');
  if (route.access === 'admin') answers[403] = errorAnswer('The session is not an administrator’s');
  if (route.path.includes(':')) answers[404] = errorAnswer('No such record, or not the caller’s');
  if (route.rateLimited) {
    answers[429] = {
      ...errorAnswer('Too many calls from this address or for this account: try again after Retry-After seconds'),
      headers: { 'Retry-After': { description: 'Seconds until the limit lets a call through', schema: { type: 'integer', minimum: 1 } } },
    };
  }
  // Any path reads the database, so any path can meet it unreachable (server/db/unavailable.ts).
  answers[503] = errorAnswer('The database cannot be reached right now: retry in a moment');
  if (body) {
    answers[415] = errorAnswer('The body is not JSON, multipart or URL-encoded form data');
    if ('multipart/form-data' in (body.content as object)) answers[413] = errorAnswer('The upload is larger than 10 MB');
  }
  return answers;
}

function operation(route: RestRoute): Operation {
  const body = requestBody(route);
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[/:_-]+(\w)/g, (_match, letter: string) => letter.toUpperCase())}`,
    security: security(route),
    ...(parameters(route).length > 0 ? { parameters: parameters(route) } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  };
}

/** `/products/:id` (Hono) is `/products/{id}` (OpenAPI). */
export const openApiPath = (path: string) => path.replace(/:([a-z_]+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of the REST adapter, read off the same route table the adapter serves, so
 * a route cannot be served without being documented, nor documented without being served; and the
 * live event stream served beside it.
 */
export function openApiDocument(routes: readonly RestRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  const events = liveEventsOperation();
  paths[events.path] = { get: events.operation };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ukay REST API',
      version,
      description: [
        'The REST API of Ukay, an online shop for one-off vintage clothing in the Philippines.',
        'Users and admins send `Authorization: Bearer <token>` (from `POST /login` or `POST /register`); guests send',
        `\`${GUEST_ID_HEADER}\` with their 21-character guest id. A multipart \`POST\` whose form has \`_method=PUT\` is served as the PUT.`,
        'Money is in pesos with two decimals.',
      ].join(' '),
    },
    servers: [{ url: '/api' }],
    tags: [...new Set([...routes.map((route) => route.tag), 'Live'])].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token answered by POST /login or POST /register' },
        guestId: { type: 'apiKey', in: 'header', name: GUEST_ID_HEADER, description: 'A guest’s 21-character id' },
      },
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
        LiveEvent: events.schema,
        ValidationError: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
          required: ['message', 'errors'],
        },
      },
    },
  };
}
