import { createRequire } from 'node:module';
import { Router, type RequestHandler } from 'express';
import type { RestRoute, SiteRouteDocs } from '../shared/rest-routes';
import { openApiDocument } from './openapi-document';
import { staticScript } from './static-script';

const require = createRequire(import.meta.url);

export const OPENAPI_PATH = '/api/openapi.json';
export const REST_REFERENCE_PATH = '/api/docs';
const SCALAR_PATH = `${REST_REFERENCE_PATH}/scalar.js`;
const SETUP_PATH = `${REST_REFERENCE_PATH}/setup.js`;

/**
 * Scalar's settings: the document of this server, no web fonts, telemetry, hosted proxy or AI
 * agent (nothing leaves this origin, so the page works offline and under the site's CSP).
 */
const SETUP_SCRIPT = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  hideDarkModeToggle: false,
  documentDownloadType: 'json',
  defaultOpenFirstTag: true,
  authentication: { preferredSecurityScheme: 'bearerToken' },
})});\n`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>REST API reference</title>
  </head>
  <body>
    <noscript>The reference needs JavaScript; the document itself is at ${OPENAPI_PATH}.</noscript>
    <div id="reference"></div>
    <script src="${SCALAR_PATH}"></script>
    <script src="${SETUP_PATH}"></script>
  </body>
</html>
`;

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document made from the route table) and GET /api/docs
 * (Scalar's reference, served from node_modules). Both are public: they describe the routes and
 * who may call each, and every route still checks its caller. `pagePolicy` sets the reference
 * page's own Content-Security-Policy (security-headers.ts).
 */
export function restReference(
  routes: readonly RestRoute[],
  siteRoutes: readonly SiteRouteDocs[],
  pagePolicy: RequestHandler,
): Router {
  const router = Router();
  let document: string | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    document ??= JSON.stringify(openApiDocument(routes, siteRoutes));
    res.type('application/json').setHeader('Cache-Control', 'public, max-age=300');
    res.send(document);
  });
  router.get(REST_REFERENCE_PATH, pagePolicy, (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'public, max-age=300');
    res.send(PAGE);
  });
  router.get(
    SCALAR_PATH,
    staticScript(() => require.resolve('@scalar/api-reference/browser/standalone.js')),
  );
  router.get(SETUP_PATH, (_req, res) => {
    res.type('text/javascript; charset=utf-8').setHeader('Cache-Control', 'public, max-age=300');
    res.send(SETUP_SCRIPT);
  });
  return router;
}
