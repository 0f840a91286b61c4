import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { reloadPage } from '../../lib/dialogHistory.ts';
import { getToken, isSignedIn, onSignOut, saveSession, signOut } from '../../lib/session/session.ts';
import { getCity, onCityChange, setCity } from './city.ts';
import { type FrameMessage, frameSrc, isQuestion, isTrustedSender, parseFrameMessage } from './protocol.ts';

/**
 * The hidden frame of the brand's main site (spec §7). Signing in or out, or choosing a city, on one
 * side is reflected on the other; only the main site's origin is listened to or written to.
 */
export const MainSiteFrame = () => {
  const { t } = useLingui();
  const ref = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const post = (message: FrameMessage) =>
      ref.current?.contentWindow?.postMessage(message, brand.mainSiteOrigin);
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedSender(event, brand.mainSiteOrigin, ref.current?.contentWindow)) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'logout':
          // The Georgian brand goes to its main site's home, as the cabinet's own logout does.
          if (isSignedIn()) void signOut(brand.id === 'ge' ? { goTo: `${brand.mainSiteOrigin}/` } : {});
          break;
        case 'login':
          if (message.token !== getToken()) {
            void saveSession({
              token: message.token,
              username: message.username,
              avatar: message.avatar,
            }).then(reloadPage);
          }
          break;
        case 'city':
          if (message.city !== getCity()) setCity(message.city, 'main-site');
          break;
        case 'isLogin':
          // The answer says whether someone is signed in; the token itself never leaves the cabinet.
          if (isQuestion(event.data, 'value')) post({ type: 'isLogin', value: isSignedIn() });
          break;
        case 'isCity':
          if (isQuestion(event.data, 'city')) post({ type: 'isCity', city: getCity() });
          break;
      }
    };
    window.addEventListener('message', onMessage);
    const offCity = onCityChange((city, source) => {
      if (source === 'cabinet') post({ type: 'city', city });
    });
    const offSignOut = onSignOut(() => post({ type: 'logout' }));
    return () => {
      window.removeEventListener('message', onMessage);
      offCity();
      offSignOut();
    };
  }, []);

  return (
    <iframe
      ref={ref}
      src={frameSrc(brand.mainSiteOrigin, window.location.origin)}
      title={t`Connection to the main site`}
      className="main-site-frame"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="main-site-frame"
    />
  );
};
