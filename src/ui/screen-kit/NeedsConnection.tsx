// Offline, a screen whose data the device does not keep says so, inside the frame: never a blank page,
// an endless skeleton or a false "nothing here" (docs/decisions-offline.md). It fills in by
// itself when the connection is back (the queries refetch on reconnect).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PartHeading } from '../headingLevel.tsx';

export const NeedsConnection = ({
  children,
  inside = false,
}: {
  /** What is not on the device, when the screen can say more than the default. */
  children?: ReactNode;
  /** Under a heading of its screen (tabs of a screen with its own h1): an h2. */
  inside?: boolean;
}) => {
  const title = <Trans>This needs a connection</Trans>;
  return (
    <section className="empty-state needs-connection" role="status" data-testid="needs-connection">
      {inside ? (
        <h2 className="empty-state__title">{title}</h2>
      ) : (
        <PartHeading className="empty-state__title">{title}</PartHeading>
      )}
      <p className="empty-state__text">
        {children ?? <Trans>This is not saved on this device.</Trans>}{' '}
        <Trans>It loads by itself when you are back online.</Trans>
      </p>
    </section>
  );
};
