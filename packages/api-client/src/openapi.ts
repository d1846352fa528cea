import { z } from 'zod';
import { errorBodySchema } from './schemas/common';
import { allRoutes, type RouteDefinition } from './routes';

/**
 * The OpenAPI 3.1 document of the API, generated from the route table: the schemas are the
 * contract's zod schemas (JSON Schema 2020-12, which OpenAPI 3.1 uses as is).
 */
type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  302: 'Redirect to the stored link',
  304: 'Not modified (ETag matched)',
  400: 'Invalid request (the `errors` map names each field)',
  401: 'Missing, unknown or expired token',
  403: 'The site is not one of the admin’s',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Too many attempts (see Retry-After)',
  503: 'The database cannot be reached',
};

/** Each property of an object schema becomes one OpenAPI parameter. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function successResponse(route: RouteDefinition): JsonSchema {
  const description = STATUS_TEXT[route.status] ?? 'OK';
  switch (route.responseType) {
    case 'redirect':
      return { description, headers: { Location: { schema: { type: 'string' } } } };
    case 'csv':
      return { description, content: { 'text/csv': { schema: { type: 'string' } } } };
    case 'html':
      return { description, content: { 'text/html': { schema: { type: 'string' } } } };
    case 'file':
      return { description, content: { 'application/xliff+xml': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'string' } } } };
    default:
      return { description, content: { 'application/json': { schema: toSchema(route.response, 'output') } } };
  }
}

const multipartFieldsOf = (route: RouteDefinition): readonly string[] =>
  route.multipartFields ?? (route.body ? [] : ['site_id']);

function operation(route: RouteDefinition): JsonSchema {
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  if (route.locale) {
    parameters.push({
      name: 'X-Locale',
      in: 'header',
      required: false,
      description: 'en, es, ar, fr or zh; anything else means en',
      schema: { type: 'string' },
    });
  }
  const responses: Record<string, JsonSchema> = { [route.status]: successResponse(route) };
  for (const status of route.errors) {
    responses[status] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const body =
    route.bodyType === 'multipart'
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                // The file, and the integer fields the route names (the media upload's site_id by
                // default; a CSV import, which has a body schema, none).
                required: ['file', ...multipartFieldsOf(route)],
                properties: {
                  file: { type: 'string', format: 'binary' },
                  ...Object.fromEntries(multipartFieldsOf(route).map((name) => [name, { type: 'integer' }])),
                },
              },
            },
          },
        }
      : route.body
        ? {
            required: true,
            content: { [route.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: toSchema(route.body, 'input') } },
          }
        : undefined;
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

export function openApiDocument(routes: readonly RouteDefinition[] = allRoutes()): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sitenet API',
      version: '1.0.0',
      description:
        'The admin console’s and the tips magazine’s API. Every failure answers `{ message, errors? }`.',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/admin/login' } },
      schemas: { Error: toSchema(errorBodySchema, 'output') },
    },
  };
}
