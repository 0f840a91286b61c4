// GET /api/v2/cities?lang=ru: the cities of the Host's brand country, named in the asked language.
import { isLang, LANGS } from '../../src/lib/i18n/langs.ts';
import { num, str, texts } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { field } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import type { ApiRouter } from './context.ts';
import { brandCountry } from './layout.ts';

export const registerCities = (router: ApiRouter): void => {
  router.get('/api/v2/cities', (ctx) => {
    const lang = field(ctx.query, 'lang');
    if (!isLang(lang)) {
      const message = lang
        ? t('fields.oneOf', { name: 'lang', values: LANGS.join(', ') })
        : t('fields.required', { name: 'lang' });
      throw httpError(400, message, { lang: [message] });
    }
    const country = brandCountry(ctx.db, ctx.brand.id);
    const data = ctx.db
      .prepare(
        `SELECT ci.id, ci.slug, ci.names, co.iso2 FROM cities ci JOIN countries co ON co.id = ci.country_id
         WHERE co.iso2 = ? ORDER BY ci.position`,
      )
      .all(country)
      .map((row) => {
        const names = texts(row, 'names');
        return {
          id: num(row, 'id'),
          name: names[lang] ?? names.en ?? '',
          slug: str(row, 'slug'),
          country: str(row, 'iso2'),
        };
      });
    return ok({ data });
  });
};
