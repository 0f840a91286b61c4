type Props = { width?: string; height?: string; radius?: string; className?: string };

/** A shimmering block that holds the place of content still loading, so nothing jumps when it lands. */
export const Skeleton = ({ width = '100%', height = '1em', radius, className }: Props) => (
  <span
    className={`skeleton ${className ?? ''}`}
    style={{ width, height, ...(radius ? { borderRadius: radius } : {}) }}
    aria-hidden="true"
  />
);
