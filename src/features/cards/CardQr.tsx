import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { groupsOf4 } from '../../kernel/cards/rules.ts';
import { QrCode } from '../../ui/screen-kit/QrCode.tsx';
import { CARD_QR } from './rules.ts';

/** A card code's QR (spec §9: 70, zoomed 200); pressing it zooms in and out. */
export const CardQr = ({ code }: { code: string }) => {
  const { t } = useLingui();
  const [zoomed, setZoomed] = useState(false);
  const shown = groupsOf4(code);
  return (
    <button
      type="button"
      className={`card-qr ${zoomed ? 'card-qr--zoomed' : ''}`}
      aria-pressed={zoomed}
      onClick={() => setZoomed((z) => !z)}
      title={zoomed ? t`Make the QR code smaller` : t`Enlarge the QR code`}
    >
      <QrCode
        value={code}
        size={zoomed ? CARD_QR.zoomed : CARD_QR.small}
        label={t`QR code of card ${shown}`}
        className="card-qr__image"
      />
    </button>
  );
};
