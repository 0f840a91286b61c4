import type { ReactNode } from 'react';
import './tab-links.css';

/**
 * A row of tabs that are links, for tabs kept in the URL (reload and back keep them). Mark the current
 * one with `aria-current="page"` on its link.
 */
export const TabLinks = ({ label, children }: { label: string; children: ReactNode }) => (
  <nav className="tab-links" aria-label={label}>
    {children}
  </nav>
);
