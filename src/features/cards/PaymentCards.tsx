import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOnline } from '../../lib/useOnline.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { PaymentCard } from './api.ts';
import { CardsPanel } from './CardsPanel.tsx';
import { PaymentCardDialog } from './PaymentCardDialog.tsx';
import { DeleteCardDialog } from './parts.tsx';
import { paymentCardsQuery, useDeletePaymentCard } from './queries.ts';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  belkart: 'Белкарт',
  maestro: 'Maestro',
  mir: 'Мир',
};

const BrandMark = ({ brand }: { brand: string }) => {
  const name = BRAND_NAMES[brand];
  return (
    <span className={`payment-card__brand payment-card__brand--${name ? brand : 'card'}`}>
      {name ?? <Trans>Card</Trans>}
    </span>
  );
};

export const PaymentCards = () => {
  const online = useOnline();
  const list = useQuery(paymentCardsQuery());
  const remove = useDeletePaymentCard();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);

  return (
    <CardsPanel
      online={online}
      title={<Trans>Saved bank cards</Trans>}
      addLabel={<Trans>Add a card</Trans>}
      onAdd={() => setAdding(true)}
      list={list}
      placeholder={
        <li className="payment-card">
          <Skeleton width="60%" height="20px" />
          <Skeleton width="30%" />
        </li>
      }
      empty={<Trans>You have no saved bank cards.</Trans>}
      rows={(cards) =>
        cards.map((card) => (
          <li key={card.id} className="payment-card" data-testid="payment-card">
            <BrandMark brand={card.brand} />
            <div className="payment-card__body">
              <p className="payment-card__number">{card.card_number}</p>
              <p className="payment-card__expiry">
                <Trans>
                  Valid thru {card.month}/{card.year}
                </Trans>
              </p>
            </div>
            <button type="button" className="button" disabled={!online} onClick={() => setDeleting(card)}>
              <Trans>Delete</Trans>
              <span className="visually-hidden">{card.card_number}</span>
            </button>
          </li>
        ))
      }
    >
      {adding && <PaymentCardDialog online={online} onClose={() => setAdding(false)} />}
      <DeleteCardDialog
        summary={deleting ? `${BRAND_NAMES[deleting.brand] ?? ''} ${deleting.card_number}`.trim() : null}
        online={online}
        busy={remove.isPending}
        run={async (handlers) => {
          if (deleting) await remove.mutateAsync(deleting.id, handlers);
        }}
        onClose={() => setDeleting(null)}
      />
    </CardsPanel>
  );
};
