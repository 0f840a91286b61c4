// A ticket's Share, on its card and in its QR view: the image and the share sheet come with the first tap
// (share.tsx, asked for as the finger lands, so it is there by the click), not with the list.
import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLang } from '../../../lib/i18n/useLang.ts';
import type { Order } from '../api.ts';
import type { Prepared } from './share.tsx';

const load = () => import('./share.tsx');
const ShareDialog = lazy(load);

export const ShareButton = ({
  order,
  ticketId,
  name,
  className,
  children,
}: {
  order: Order;
  ticketId: number;
  /** The button's accessible name: which ticket (its seat). */
  name: string;
  className: string;
  children: ReactNode;
}) => {
  const { i18n } = useLingui();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [fallback, setFallback] = useState<Prepared | null>(null);
  const go = async () => {
    setBusy(true);
    try {
      const m = await load();
      const prepared = await m.prepare(order, ticketId, i18n, lang);
      if (prepared && (await m.share(prepared)) === 'fallback') setFallback(prepared);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={name}
        title={name}
        aria-busy={busy || undefined}
        onPointerDown={() => void load().catch(() => undefined)}
        onClick={() => {
          if (!busy) void go().catch(() => undefined);
        }}
      >
        {children}
      </button>
      {fallback && (
        <Suspense fallback={null}>
          <ShareDialog prepared={fallback} onClose={() => setFallback(null)} />
        </Suspense>
      )}
    </>
  );
};
