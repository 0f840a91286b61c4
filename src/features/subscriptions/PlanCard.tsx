import type { ReactNode } from 'react';
import { pickLocalized } from '../../lib/http/schemas.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import type { Plan } from './api.ts';

/** A plan's picture, name and description, with whatever status and actions the caller adds. */
export const PlanCard = ({ plan, children, state }: { plan: Plan; children: ReactNode; state?: string }) => {
  const lang = useLang();
  const name = pickLocalized(plan.name, lang);
  const image = safeImageSrc(plan.image);
  return (
    <li className={`plan-card panel ${state ? `plan-card--${state}` : ''}`}>
      {image ? <img className="plan-card__image" src={image} alt="" width="160" height="96" /> : null}
      <div className="plan-card__body">
        <h2 className="plan-card__name">{name}</h2>
        <p className="plan-card__text">{pickLocalized(plan.description, lang)}</p>
        {children}
      </div>
    </li>
  );
};
