// A card's code full screen at the cashier (the gate view of tickets, for client cards): the QR as
// large as the screen allows, the code in groups of 4, the other cards one swipe or arrow away.
import { Trans, useLingui } from '@lingui/react/macro';
import { groupsOf4 } from '../../kernel/cards/rules.ts';
import { GateView, type GateViewCode } from '../../ui/screen-kit/GateView.tsx';

export type ShowableCard = { key: string; code: string; name: string };

export const CardGateMode = ({
  cards,
  startKey,
  onClose,
}: {
  cards: ShowableCard[];
  startKey: string;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const codes: GateViewCode[] = cards.map(({ key, code, name }) => {
    const shown = groupsOf4(code);
    return { key, value: code, code: shown, title: name, facts: [], label: t`QR code of card ${shown}` };
  });
  return (
    <GateView
      codes={codes}
      startKey={startKey}
      onClose={onClose}
      texts={{
        close: t`Close`,
        previous: t`Previous card`,
        next: t`Next card`,
        position: (n, of) => t`Card ${n} of ${of}`,
        hint: t`Turn your screen brightness up so the scanner reads the code.`,
      }}
    />
  );
};

/** The button that opens a card's code full screen. */
export const FullScreenButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <button type="button" className="button" onClick={onClick}>
    <Trans>Show at the cashier</Trans>
    <span className="visually-hidden">{name}</span>
  </button>
);
