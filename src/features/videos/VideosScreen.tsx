import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { safeHref, safeImageSrc } from '../../lib/safeUrl.ts';
import { videosQuery } from './queries.ts';
import { clipDescription } from './rules.ts';
import '../../ui/page.css';
import './videos.css';

/** Spec §2 Videos: title, short description, copyright (VAT number, name, address), image, watch. */
export const VideosScreen = () => {
  const { t } = useLingui();
  const { data: videos } = useSuspenseQuery(videosQuery());
  return (
    <div className="videos">
      <h1 className="page-title videos__title">
        <Trans>My videos</Trans>
      </h1>
      {videos.length === 0 ? (
        <div className="empty-state">
          <h2 className="empty-state__title">
            <Trans>No videos yet</Trans>
          </h2>
          <p className="empty-state__text">
            <Trans>Recordings and broadcasts you buy or get with a video pass appear here.</Trans>
          </p>
          <Link className="button button--primary" to="/subscribes/available">
            <Trans>Choose a video pass</Trans>
          </Link>
        </div>
      ) : (
        <ul className="video-list">
          {videos.map((v) => {
            const href = safeHref(v.url);
            const poster = safeImageSrc(v.performance.image);
            const description = v.performance.shortDescription ?? '';
            const c = v.copyright;
            return (
              <li key={v.id} className="video-card panel">
                {poster ? (
                  <img className="video-card__image" src={poster} alt="" width="170" height="240" />
                ) : (
                  <span className="video-card__image video-card__image--none" aria-hidden="true" />
                )}
                <div className="video-card__body">
                  <h2 className="video-card__title">{v.title}</h2>
                  {description && (
                    <p className="video-card__text" title={description}>
                      {clipDescription(description)}
                    </p>
                  )}
                  {c && (c.name || c.vatNumber || c.address) && (
                    <p className="video-card__copyright">
                      <span>© {c.name}</span>
                      {c.vatNumber && (
                        <span>
                          <Trans>VAT number: {c.vatNumber}</Trans>
                        </span>
                      )}
                      {c.address && <span>{c.address}</span>}
                    </p>
                  )}
                  {href && (
                    <a
                      className="button button--primary video-card__watch"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t`Watch: ${v.title}`}
                    >
                      <Trans>Watch</Trans>
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
