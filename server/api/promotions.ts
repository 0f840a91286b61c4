// GET /api/v2/users/me/coupons?archive=0|1&page=&perPage=: the customer's coupons for partner
// promotions (the spec leaves the promotions list's path unnamed; the coupons call is where it lives).
// archive=0: coupons still valid; archive=1: used or ended ones.
import * as v from 'valibot';
import { num, str } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { pagedAnswer, readPaging } from './paging.ts';
import { parse, single } from './schema.ts';

const PROMOTIONS_PER_PAGE = 4;

/** archive=0 (the default) or 1. */
const ARCHIVE = v.object({
  archive: v.pipe(
    single('archive'),
    v.transform((s) => s || '0'),
    v.picklist(['0', '1'], () => t('fields.flag', { name: 'archive' })),
  ),
});

const coupons = (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  const archive = parse(ARCHIVE, ctx.query).archive === '1';
  const paging = readPaging(ctx.query, PROMOTIONS_PER_PAGE);
  const now = nowSeconds(ctx);
  // A coupon is archived when marked so or when its end has passed.
  const where = archive
    ? 'c.user_id = ? AND (c.archived = 1 OR c.end_at < ?)'
    : 'c.user_id = ? AND c.archived = 0 AND c.end_at >= ?';
  const total = num(
    ctx.db.prepare(`SELECT count(*) AS n FROM user_coupons c WHERE ${where}`).get(user.id, now) ?? {},
    'n',
  );
  const data = ctx.db
    .prepare(
      `SELECT c.id, c.promocode_code, c.end_at, p.id AS promotion_id, p.name, p.image_url,
              p.short_description, p.category_id
       FROM user_coupons c JOIN promotions p ON p.id = c.promotion_id
       WHERE ${where} ORDER BY c.end_at ${archive ? 'DESC' : 'ASC'}, c.id LIMIT ? OFFSET ?`,
    )
    .all(user.id, now, paging.perPage, paging.offset)
    .map((row) => ({
      id: num(row, 'id'),
      promocodeCode: str(row, 'promocode_code'),
      promotion: {
        id: num(row, 'promotion_id'),
        name: str(row, 'name'),
        imageUrl: str(row, 'image_url'),
        shortDescription: str(row, 'short_description'),
        categoryId: num(row, 'category_id'),
      },
      coupon: { endAt: num(row, 'end_at') },
    }));
  return ok(pagedAnswer(data, total, paging));
};

export const registerPromotions = (router: ApiRouter): void => {
  router.get('/api/v2/users/me/coupons', coupons);
};
