import { Skeleton } from '../../ui/Skeleton.tsx';

/** Holds the place of a profile tab while its data loads. */
export const ProfileSkeleton = () => (
  <div className="card-panel panel" aria-busy="true">
    <Skeleton width="40%" height="24px" />
    <div className="profile-form__grid profile-skeleton">
      {[1, 2, 3, 4, 5, 6].map((i) => (
        <Skeleton key={i} height="72px" />
      ))}
    </div>
  </div>
);
