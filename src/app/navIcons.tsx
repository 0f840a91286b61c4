/**
 * A line icon of 24 units drawn at 20 px: a section's (a path of kernel/navPaths.ts) in the side menu and
 * arena's compact navigation, and the install offer's.
 */
export const NavIcon = ({ d, className = 'side-menu__icon' }: { d: string; className?: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={className}>
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
