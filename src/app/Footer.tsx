import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { brand } from '../lib/brand/current.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { safeHref } from '../lib/safeUrl.ts';
import { layoutQuery } from '../shared/layout/queries.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Pre-footer (support contacts, socials) and footer (link columns per language, requisites). */
export const Footer = () => {
  const { t } = useLingui();
  const lang = useLang();
  const { data, isPending } = useQuery(layoutQuery());
  // The footer comes after the first screen anyway (Shell renders it when idle). It waits for the
  // layout (or its failure) too: drawn before, its socials and link columns arrived later and moved
  // what was already on screen (a layout shift of 0.096 on the signed-out page).
  if (isPending) return null;
  const columns = data ? (data.footer[lang] ?? data.footer.en ?? data.footer.ru ?? []) : [];
  const phone = data?.phone || brand.support.phone;
  const socials = data
    ? [
        ['Instagram', data.socials.instagramUrl],
        ['Facebook', data.socials.facebookUrl],
        ['Telegram', data.socials.telegramUrl],
      ]
        .map(([name, url]) => [name, safeHref(url)])
        .filter((s): s is [string, string] => typeof s[1] === 'string')
    : [];
  return (
    <footer className="footer">
      <section className="prefooter" aria-label={t`Customer support`}>
        <div className="prefooter__inner">
          <div>
            <p className="prefooter__title">{t`Questions about an order?`}</p>
            <p className="prefooter__text">{t`Our support team answers every day.`}</p>
          </div>
          <ul className="prefooter__contacts">
            <li>
              <a href={telHref(phone)}>{phone}</a>
            </li>
            <li>
              <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>
            </li>
            {socials.map(([name, url]) => (
              <li key={name}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="footer__inner">
        <div className="footer__columns">
          {columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="footer__heading">{col.title}</h2>
              <ul>
                {col.items.map((item) => (
                  <li key={item.url + item.title}>
                    <a href={safeHref(item.url)}>{item.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer__legal">
          {data?.bank_info && <p>{data.bank_info}</p>}
          <p>{data?.copyright || `© ${brand.name}`}</p>
        </div>
      </div>
    </footer>
  );
};
