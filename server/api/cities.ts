// GET /api/v2/cities?lang=ru: the cities of the Host's brand country, named in the asked language.
import * as v from 'valibot';
import { LANGS } from '../../src/kernel/langs.ts';
import { num, str, texts } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { ok } from '../web/reply.ts';
import type { ApiRouter } from './context.ts';
import { brandCountry } from './layout.ts';
import { parse, single } from './schema.ts';

/** `lang`, one of the cabinet's languages, required. */
const CITIES_QUERY = v.object({
  lang: v.pipe(
    single('lang'),
    v.minLength(1, () => t('fields.required', { name: 'lang' })),
    v.picklist(LANGS, () => t('fields.oneOf', { name: 'lang', values: LANGS.join(', ') })),
  ),
});

export const registerCities = (router: ApiRouter): void => {
  router.get('/api/v2/cities', (ctx) => {
    const { lang } = parse(CITIES_QUERY, ctx.query, { status: 400 });
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
