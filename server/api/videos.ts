// GET /api/v3/users/me/videos: the recordings the customer may watch. Spelling follows the platform,
// `copyright.addess` included (spec §3); the client normalises it. The copyright holder's name and
// address are in the request's language.
import { num, str } from '../db/row.ts';
import { currentLang } from '../i18n/context.ts';
import { dataTexts } from '../i18n/data-texts.ts';
import { ok } from '../web/reply.ts';
import { type ApiRouter, signedInUser } from './context.ts';

export const registerVideos = (router: ApiRouter): void => {
  router.get('/api/v3/users/me/videos', (ctx) => {
    const user = signedInUser(ctx);
    const rows = ctx.db
      .prepare(
        `SELECT v.id, v.title, v.url, p.short_description, p.image, c.vat_number, c.name AS company, c.address
         FROM user_videos uv JOIN videos v ON v.id = uv.video_id
         JOIN performances p ON p.id = v.performance_id JOIN companies c ON c.id = v.copyright_company_id
         WHERE uv.user_id = ? ORDER BY uv.granted_at DESC, v.id`,
      )
      .all(user.id);
    const say = dataTexts(ctx.db, currentLang());
    const data = rows.map((row) => ({
      id: num(row, 'id'),
      title: str(row, 'title'),
      url: str(row, 'url'),
      performance: {
        shortDescription: str(row, 'short_description'),
        image: { '170x240': str(row, 'image') },
      },
      copyright: {
        vatNumber: str(row, 'vat_number'),
        name: say(str(row, 'company')),
        addess: say(str(row, 'address')),
      },
    }));
    return ok({ data });
  });
};
