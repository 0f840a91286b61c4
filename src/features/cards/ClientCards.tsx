import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { groupsOf4 } from '../../kernel/cards/rules.ts';
import { brand } from '../../lib/brand/current.ts';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import { showToast } from '../../lib/toast.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { profileQuery } from '../../shared/profile/queries.ts';
import { WalletSlot } from '../../shared/screen-kit/WalletSlot.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ConfirmDialog } from '../../ui/screen-kit/ConfirmDialog.tsx';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import type { ClientCard } from './api.ts';
import { CardGateMode, FullScreenButton, type ShowableCard } from './CardGateMode.tsx';
import { CardQr } from './CardQr.tsx';
import { CardsPanel } from './CardsPanel.tsx';
import { LinkCardDialog } from './LinkCardDialog.tsx';
import { DeleteCardDialog, useFailureToast } from './parts.tsx';
import { clientCardsQuery, useUnlinkCard, useVirtualCard } from './queries.ts';
import { CARD_QR } from './rules.ts';

const route = getRouteApi('/cards');

const imageSrc = (url: string | null | undefined) => safeImageSrc(url, brand.api || window.location.origin);

/**
 * The virtual card while the profile loads: the layout of a card with a code (title, code, actions, QR),
 * with placeholders, so the list under it does not move when the code arrives (Lighthouse CLS). The
 * actions hold their place invisibly; nothing can be pressed before the code is known.
 */
const VirtualCardPending = () => (
  <section className="client-card client-card--virtual" aria-labelledby="virtual-card-title" aria-busy="true">
    <div className="client-card__body">
      <h2 id="virtual-card-title" className="client-card__name">
        <Trans>Virtual card</Trans>
      </h2>
      <p className="client-card__code">
        <Skeleton width="12em" height="1em" />
      </p>
      <div className="client-card__actions client-card__actions--held" aria-hidden="true">
        <span className="button">
          <Trans>Show at the cashier</Trans>
        </span>
        <span className="button">
          <Trans>Remove the virtual card</Trans>
        </span>
      </div>
    </div>
    <span className="card-qr" aria-hidden="true">
      <Skeleton width={`${CARD_QR.small}px`} height={`${CARD_QR.small}px`} />
    </span>
  </section>
);

const VirtualCard = ({ online, onShow }: { online: boolean; onShow: (code: string) => void }) => {
  const { t } = useLingui();
  const profile = useQuery(profileQuery());
  const virtual = useVirtualCard();
  const failed = useFailureToast();
  const [confirming, setConfirming] = useState(false);
  const code = profile.data?.cardCode ?? null;
  // One request per click burst: `isPending` reaches the button a moment after the click.
  const once = useSingleFlight();
  if (profile.isPending) return <VirtualCardPending />;
  const act = (action: 'create' | 'remove') =>
    virtual.mutateAsync(action, {
      onSuccess: () => {
        setConfirming(false);
        showToast(
          action === 'create' ? t`The virtual card has been created` : t`The virtual card has been removed`,
          'success',
        );
      },
      onError: () => failed(),
    });
  return (
    <section className="client-card client-card--virtual" aria-labelledby="virtual-card-title">
      <div className="client-card__body">
        <h2 id="virtual-card-title" className="client-card__name">
          <Trans>Virtual card</Trans>
        </h2>
        {code ? (
          <>
            <p className="client-card__code" data-testid="virtual-code">
              {groupsOf4(code)}
            </p>
            <div className="client-card__actions">
              <FullScreenButton name={t`Virtual card`} onClick={() => onShow(code)} />
              <button type="button" className="button" disabled={!online} onClick={() => setConfirming(true)}>
                <Trans>Remove the virtual card</Trans>
              </button>
            </div>
            <WalletSlot target={{ kind: 'card', code }} what={t`Virtual card`} />
          </>
        ) : (
          <>
            <p className="client-card__hint">
              <Trans>Get a card code to show at the cashier instead of a plastic card.</Trans>
            </p>
            <button
              type="button"
              className="button button--primary"
              disabled={!online || virtual.isPending}
              aria-busy={virtual.isPending || undefined}
              onClick={() => once(() => act('create'))}
            >
              <Trans>Create a virtual card</Trans>
            </button>
          </>
        )}
      </div>
      {code ? <CardQr code={code} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t`Remove the virtual card?`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        busy={virtual.isPending}
        disabled={!online}
        onConfirm={() => act('remove')}
        onClose={() => setConfirming(false)}
      >
        <p>
          <Trans>Its code will stop working at the cashier.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
};

const VIRTUAL_KEY = 'virtual';

/** Every code the customer can show at the cashier: the virtual card first, then the linked cards. */
const showableCards = (
  virtualCode: string | null,
  virtualName: string,
  linked: ClientCard[],
): ShowableCard[] => [
  ...(virtualCode ? [{ key: VIRTUAL_KEY, code: virtualCode, name: virtualName }] : []),
  ...linked.map((c) => ({ key: String(c.id), code: c.code, name: cardName(c) })),
];

const cardName = (card: ClientCard) => card.name || card.binding_card?.name || '';

const ClientCardItem = ({
  card,
  online,
  onDelete,
  onShow,
}: {
  card: ClientCard;
  online: boolean;
  onDelete: () => void;
  onShow: () => void;
}) => {
  const src = imageSrc(card.image?.original ?? card.binding_card?.image);
  const name = cardName(card);
  const titleId = `client-card-${card.id}`;
  return (
    <li className="client-card" aria-labelledby={titleId} data-testid="client-card">
      {/* Lazy, as the order posters: the card's picture never holds up the card's code on a cold start. */}
      <div className="client-card__image">
        {src ? <img src={src} alt="" width="96" height="60" loading="lazy" /> : null}
      </div>
      <div className="client-card__body">
        <h3 id={titleId} className="client-card__name">
          {name}
        </h3>
        <p className="client-card__code">{groupsOf4(card.code)}</p>
        <div className="client-card__actions">
          <FullScreenButton name={name} onClick={onShow} />
          <button type="button" className="button" disabled={!online} onClick={onDelete}>
            <Trans>Delete</Trans>
            <span className="visually-hidden">{name}</span>
          </button>
        </div>
        <WalletSlot target={{ kind: 'card', code: card.code }} what={name} />
      </div>
      <CardQr code={card.code} />
    </li>
  );
};

export const ClientCards = () => {
  const { t } = useLingui();
  const online = useOnline();
  const profile = useQuery(profileQuery());
  const [showing, setShowing] = useState<string | null>(null);
  const list = useQuery(clientCardsQuery());
  const unlink = useUnlinkCard();
  const [linking, setLinking] = useState(false);
  const [deleting, setDeleting] = useState<ClientCard | null>(null);
  // Opened as "card at the cashier" (the installed app's shortcut): the first card full screen, once the
  // cards are known, and the address without the ask (a reload or Back does not open it again).
  const atCashier = route.useSearch().show === 'cashier';
  const navigate = route.useNavigate();
  const known = !profile.isPending && !list.isPending;
  useEffect(() => {
    if (!atCashier || !known) return;
    void navigate({ search: {}, replace: true });
    const first = showableCards(profile.data?.cardCode ?? null, '', list.data ?? [])[0];
    if (first) setShowing(first.key);
  }, [atCashier, known, navigate, profile.data, list.data]);

  return (
    <CardsPanel
      online={online}
      before={<VirtualCard online={online} onShow={() => setShowing(VIRTUAL_KEY)} />}
      title={<Trans>Linked cards</Trans>}
      addLabel={<Trans>Link a card</Trans>}
      onAdd={() => setLinking(true)}
      list={list}
      placeholder={
        <li className="client-card">
          <Skeleton width="96px" height="60px" />
          <div className="client-card__body">
            <Skeleton width="50%" height="20px" />
            <Skeleton width="70%" />
          </div>
        </li>
      }
      empty={<Trans>You have no linked cards yet.</Trans>}
      rows={(cards) =>
        cards.map((card) => (
          <ClientCardItem
            key={card.id}
            card={card}
            online={online}
            onDelete={() => setDeleting(card)}
            onShow={() => setShowing(String(card.id))}
          />
        ))
      }
    >
      {showing !== null && (
        <CardGateMode
          cards={showableCards(profile.data?.cardCode ?? null, t`Virtual card`, list.data ?? [])}
          startKey={showing}
          onClose={() => setShowing(null)}
        />
      )}
      {linking && <LinkCardDialog online={online} onClose={() => setLinking(false)} />}
      <DeleteCardDialog
        summary={deleting ? `${deleting.name} · ${groupsOf4(deleting.code)}` : null}
        online={online}
        busy={unlink.isPending}
        run={async (handlers) => {
          if (deleting) await unlink.mutateAsync(deleting.code, handlers);
        }}
        onClose={() => setDeleting(null)}
      />
    </CardsPanel>
  );
};
