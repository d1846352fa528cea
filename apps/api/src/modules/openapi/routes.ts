import { openApiDocument } from '@sitenet/api-client/openapi';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the contract's route table (not from Fastify's own
 * route schemas: the route table is the one source), and a browsable reference page.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = openApiDocument();
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { deepLinking: true } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return document;
  });
};
