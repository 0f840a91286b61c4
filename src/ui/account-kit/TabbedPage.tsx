import { type ReactNode, useId } from 'react';
import { UnderPageHeading } from '../headingLevel.tsx';
import { TabNav } from './TabNav.tsx';
import '../page.css';

type Props = {
  /** The page's own class, for its feature's styles. */
  className: string;
  title: ReactNode;
  /** Smaller on phones (page.css). */
  shrinks?: boolean;
  /** What stands beside the title (links to related screens). */
  aside?: ReactNode;
  /** A labelled section (a region), or a plain block where the tabs' content holds the regions. */
  landmark?: boolean;
  tabsLabel: string;
  /** The tabs: router links, the current one marked `aria-current="page"` (ui/TabNav). */
  tabs: ReactNode;
  /** The open tab, its headings one level under the page's h1. */
  children: ReactNode;
};

/** A screen made of tabs (profile, subscriptions, points, cards): its heading, the tabs, the open tab. */
export const TabbedPage = ({
  className,
  title,
  shrinks = false,
  aside,
  landmark = true,
  tabsLabel,
  tabs,
  children,
}: Props) => {
  const id = useId();
  const content = (
    <>
      <div className="heading-row tabbed-page__head">
        <h1 id={id} className={`page-title${shrinks ? ' page-title--shrinks' : ''}`}>
          {title}
        </h1>
        {aside && <div className="tabbed-page__aside">{aside}</div>}
      </div>
      <TabNav label={tabsLabel}>{tabs}</TabNav>
      <UnderPageHeading>{children}</UnderPageHeading>
    </>
  );
  return landmark ? (
    <section className={className} aria-labelledby={id}>
      {content}
    </section>
  ) : (
    <div className={className}>{content}</div>
  );
};
