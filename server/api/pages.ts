// GET /api/v2/pages/cabinet: the cabinet page's title and description per language, for the brand.
import { texts } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import type { ApiRouter } from './context.ts';

export const registerPages = (router: ApiRouter): void => {
  router.get('/api/v2/pages/cabinet', (ctx) => {
    const row = ctx.db
      .prepare("SELECT titles, descriptions FROM pages WHERE brand = ? AND slug = 'cabinet'")
      .get(ctx.brand.id);
    if (!row) throw httpError(404, t('fields.pageNotFound'));
    return ok({ title: texts(row, 'titles'), description: texts(row, 'descriptions') });
  });
};
