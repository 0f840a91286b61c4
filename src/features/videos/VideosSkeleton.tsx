// The videos screen while its list loads: in its own file, so the route's loader and the frame (data.ts)
// reach the skeleton without the screen's code.
import '../../ui/page.css';
import './videos.css';

export const VideosSkeleton = () => (
  <div className="videos" aria-busy="true">
    <div className="skeleton videos__skeleton-title" />
    <ul className="video-list">
      {[1, 2].map((i) => (
        <li key={i} className="video-card panel">
          <span className="skeleton video-card__image" />
          <div className="video-card__body">
            <span className="skeleton" style={{ width: '60%', height: 24 }} />
            <span className="skeleton" style={{ width: '100%', height: 48 }} />
            <span className="skeleton" style={{ width: '40%', height: 16 }} />
          </div>
        </li>
      ))}
    </ul>
  </div>
);
