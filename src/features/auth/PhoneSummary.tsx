import { Trans } from '@lingui/react/macro';
import { formatPhone } from './rules.ts';

/** The number being signed in with, and the way back to the phone step (spec §4: numbers can be edited). */
export const PhoneSummary = ({ phone, onEdit }: { phone: string; onEdit: () => void }) => (
  <div className="auth__summary">
    <span>
      <Trans>Phone number</Trans>: <strong dir="ltr">{formatPhone(phone)}</strong>
    </span>
    <button type="button" className="auth__link" onClick={onEdit}>
      <Trans>Change number</Trans>
    </button>
  </div>
);
