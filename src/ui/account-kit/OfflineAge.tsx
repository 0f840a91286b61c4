// Offline, a screen showing what the device keeps says how old it is: "You are offline.
// Saved on this device: 21 Nov 2026, 10:00". Online it shows nothing (the data is fresh).
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatLocalDateTime } from '../../kernel/format/dates.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { readWhole } from '../../lib/offline/store.ts';
import { useOnline } from '../../lib/useOnline.ts';

export const OfflineAge = ({
  whole,
}: {
  /** The kept whole answer's store key (KEPT_KEYS). */ whole: string;
}) => {
  const online = useOnline();
  const lang = useLang();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    if (online) return;
    let live = true;
    void readWhole(whole).then((row) => {
      if (live) setSavedAt(row?.savedAt ?? null);
    });
    return () => {
      live = false;
    };
  }, [online, whole]);
  if (online || savedAt === null) return null;
  const when = formatLocalDateTime(Math.floor(savedAt / 1000), lang);
  return (
    <p className="banner banner--info offline-age" role="status" data-testid="offline-age">
      <Trans>You are offline. Saved on this device: {when}</Trans>
    </p>
  );
};
