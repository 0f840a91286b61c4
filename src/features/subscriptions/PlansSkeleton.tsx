import { Skeleton } from '../../ui/Skeleton.tsx';
import './subscriptions.css';

/** Holds the place of the subscription cards while they load. */
export const PlansSkeleton = () => (
  <ul className="plan-list" aria-busy="true">
    {[1, 2].map((i) => (
      <li key={i} className="plan-card panel">
        <Skeleton width="160px" height="96px" />
        <div className="plan-card__body">
          <Skeleton width="50%" height="24px" />
          <Skeleton width="90%" height="16px" />
          <Skeleton width="30%" height="44px" />
        </div>
      </li>
    ))}
  </ul>
);
