import { createFileRoute } from '@tanstack/react-router';
import { citiesQuery } from '../features/early-booking/data.ts';
import { EarlyBookingScreen } from '../features/early-booking/index.ts';
import { isLang } from '../kernel/langs.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';

export const Route = createFileRoute('/early-booking')({
  loader: ({ context }) => {
    // Not awaited: the city select says it is loading until the list lands.
    if (isLang(i18n.locale)) void context.queryClient.prefetchQuery(citiesQuery(i18n.locale));
  },
  // Booking needs the network (and the cities list): offline the screen says so.
  component: function EarlyBooking() {
    const lang = useLang();
    return (
      <OnlineOnly queries={[citiesQuery(lang)]}>
        <EarlyBookingScreen />
      </OnlineOnly>
    );
  },
});
