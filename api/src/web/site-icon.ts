import { Router } from 'express';
import { SITE_ICON_PATH } from '../../../common/site';

/**
 * GET /favicon.ico: browsers ask for it on pages that link no icon (a file download, an API
 * answer opened in a tab), so it leads to the site's icon instead of a 404. Mounted before the
 * web app's page catch-all.
 */
export function siteIcon(): Router {
  const router = Router();
  router.get('/favicon.ico', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').redirect(301, SITE_ICON_PATH);
  });
  return router;
}
