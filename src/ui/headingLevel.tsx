// The heading level a screen part starts at: a layout that shows the page's h1 (My orders, My profile,
// Subscriptions) puts what it routes to one level down, so a shared part (the route error screen)
// never adds a second h1 inside the first.
import { createContext, type ReactNode, useContext } from 'react';

const Level = createContext<1 | 2>(1);

/** Wraps the routed content of a layout that has its own h1. */
export const UnderPageHeading = ({ children }: { children: ReactNode }) => (
  <Level.Provider value={2}>{children}</Level.Provider>
);

/** A heading at the level of the part it is in. */
export const PartHeading = ({ className, children }: { className?: string; children: ReactNode }) => {
  const Tag = useContext(Level) === 1 ? 'h1' : 'h2';
  return <Tag className={className}>{children}</Tag>;
};
