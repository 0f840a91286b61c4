import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { pickLocalized } from '../../lib/http/schemas.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeHref } from '../../lib/safeUrl.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { Services } from './api.ts';
import { Icon } from './icons.tsx';
import { servicesQuery } from './queries.ts';
import { visibleServices } from './rules.ts';

/** The partner services and links, as list items (shared by the header popover and the phone sheet). */
const ServiceLinks = ({ data }: { data: Services }) => {
  const lang = useLang();
  const services = visibleServices(data.services).flatMap((s) => {
    const href = safeHref(s.href);
    return href ? [{ ...s, href }] : [];
  });
  const links = data.links.flatMap((l) => {
    const href = safeHref(l.href);
    return href ? [{ ...l, href }] : [];
  });
  return (
    <>
      <ul className="services__list">
        {services.map((s) => (
          <li key={s.key}>
            <a href={s.href} className="services__item" data-service={s.key}>
              {pickLocalized(s.label, lang)}
            </a>
          </li>
        ))}
      </ul>
      {links.length > 0 && (
        <ul className="services__links">
          {links.map((l) => (
            <li key={l.key}>
              <a href={l.href}>{pickLocalized(l.label, lang)}</a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

/** The services menu of the bar: a disclosure with a popover. Hidden when the list cannot be read. */
export const ServicesMenu = () => {
  const { t } = useLingui();
  const services = useQuery(servicesQuery());
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // `isLoading`, not `isPending`: offline the query is paused, and a skeleton would never resolve.
  if (services.isLoading) return <Skeleton width="92px" height="20px" className="hdr-skeleton" />;
  if (!services.data || visibleServices(services.data.services).length === 0) return null;
  return (
    <div className="services" ref={root}>
      <button
        type="button"
        className="hdr-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="grid" size={18} />
        <span className="hdr-menu-button__text">{t`Services`}</span>
        <Icon name="chevron" size={16} />
      </button>
      <div id={panelId} className="services__panel" hidden={!open}>
        <ServiceLinks data={services.data} />
      </div>
    </div>
  );
};

/** The services as a section of the phone sheet; nothing when the list cannot be read. */
export const ServicesSection = () => {
  const { t } = useLingui();
  const services = useQuery(servicesQuery());
  if (services.isLoading) return <Skeleton height="40px" />;
  if (!services.data || visibleServices(services.data.services).length === 0) return null;
  return (
    <section className="sheet__section" aria-label={t`Services`}>
      <h3 className="sheet__heading">{t`Services`}</h3>
      <ServiceLinks data={services.data} />
    </section>
  );
};
