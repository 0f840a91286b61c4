import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import { CardImage } from '../../ui/CardImage.tsx';
import type { PaymentMethod } from './api.ts';
import { cardBrandName } from './rules.ts';

const MethodOption = ({
  method,
  checked,
  name,
  onChoose,
}: {
  method: PaymentMethod;
  checked: boolean;
  name: string;
  onChoose: () => void;
}) => {
  const logo = safeImageSrc(method.logoUrl, window.location.origin);
  const cardBrand = cardBrandName(method.card?.brand ?? '');
  const cardLast4 = method.card?.last4 ?? '';
  return (
    <label className={`payment__method ${checked ? 'payment__method--on' : ''}`}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      {/* Spec §2: a method shows its logo, or the card's image when it pays with a saved card. */}
      {method.card ? (
        <CardImage brand={method.card.brand} className="payment__method-image" />
      ) : (
        logo && <img src={logo} alt="" width="48" height="32" />
      )}
      <span className="payment__method-text">
        <span className="payment__method-name">{method.name}</span>
        {method.card ? (
          <span className="payment__method-desc">
            <Trans>
              Saved card {cardBrand} •••• {cardLast4}
            </Trans>
          </span>
        ) : (
          method.shortDescription && <span className="payment__method-desc">{method.shortDescription}</span>
        )}
      </span>
    </label>
  );
};

type Props = {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod | undefined;
  onChoose: (index: number) => void;
};

/** The payment methods as radio buttons (spec §2). */
export const PaymentMethods = ({ methods, chosen, onChoose }: Props) => {
  const id = useId();
  return (
    <fieldset className="payment__methods">
      <legend id={id}>
        <Trans>Payment method</Trans>
      </legend>
      {methods.map((m, index) => (
        <MethodOption
          key={m.paymentId}
          method={m}
          checked={chosen === m}
          name={id}
          onChoose={() => onChoose(index)}
        />
      ))}
    </fieldset>
  );
};
