import type { ReactNode } from 'react';
import '../TabNav.css';

/**
 * Tabs that are routes: a labelled navigation of links (each child a router Link with
 * `activeProps={{ 'aria-current': 'page' }}`), so every tab has its own URL and history entry.
 */
export const TabNav = ({ label, children }: { label: string; children: ReactNode }) => (
  <nav className="tab-nav" aria-label={label}>
    {children}
  </nav>
);
