import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { getToken, isSignedIn } from '../../lib/session/session.ts';
import { closeWidget, openWidget, useOpenWidget } from '../../shared/widget/widgetStore.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { readWidgetMessage, widgetParamsFromQuery, widgetUrl } from './rules.ts';
import './widget.css';

/**
 * The sale widget frame over the cabinet (spec §2, §7). It accepts messages only from the brand's
 * widget origin and from its own frame, and sends the session token only to that origin.
 * Entry points: `openWidget(params)`, or `?widget=sid`, `sid:seid`, `sid/item:iid` on any cabinet URL.
 */
export const WidgetHost = () => {
  const { t } = useLingui();
  const lang = useLang();
  const params = useOpenWidget();
  const frame = useRef<HTMLIFrameElement>(null);
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const queryWidget = search.widget;

  useEffect(() => {
    if (queryWidget === undefined) return;
    const fromQuery = widgetParamsFromQuery(queryWidget, lang);
    if (fromQuery && isSignedIn()) openWidget(fromQuery);
    void navigate({
      to: '.',
      search: ({ widget: _, ...rest }: Record<string, unknown>) => rest,
      replace: true,
    });
  }, [queryWidget, lang, navigate]);

  useEffect(() => {
    if (!params) return;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      // Only the brand's widget origin, and only our own frame.
      if (!target || event.source !== target) return;
      const message = readWidgetMessage(event, brand.widgetOrigin);
      if (!message) return;
      switch (message.type) {
        case 'requestToken': {
          const token = getToken();
          if (token) target.postMessage({ type: 'auth', token }, brand.widgetOrigin);
          return;
        }
        case 'closeFrameError':
          window.alert(message.message ?? t`The payment did not go through. Please try again later.`);
          closeWidget();
          return;
        default:
          closeWidget();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [params, t]);

  const src = params ? widgetUrl(brand.widgetOrigin, params) : null;
  return (
    <Dialog
      open={src !== null}
      onClose={closeWidget}
      title={t`Ticket sale`}
      closeLabel={t`Close the ticket sale`}
      className="widget-dialog"
    >
      {src && <iframe ref={frame} className="widget-frame" src={src} title={t`Ticket sale`} />}
    </Dialog>
  );
};
