/** A section's icon (a path of kernel/navPaths.ts), in the side menu and arena's compact navigation. */
export const NavIcon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="side-menu__icon">
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
