// The partner-services list the header's services menu reads (spec §7): a static JSON document on a
// storage host. The production storage serves `services.json`; pages not on https read the test
// variant `services.test.json`. The reference server serves both under /storage/.
type Label = Record<'ru' | 'en' | 'be' | 'ge' | 'az', string>;
type Service = { key: string; enable: boolean; href: string; label: Label };
export type ServicesDocument = { services: Service[]; links: { key: string; href: string; label: Label }[] };

const service = (key: string, enable: boolean, href: string, label: Label): Service => ({
  key,
  enable,
  href,
  label,
});

const TICKETS = service('tickets', true, 'https://kvitok.by/', {
  ru: 'Билеты на события',
  en: 'Event tickets',
  be: 'Квіткі на падзеі',
  ge: 'ბილეთები ღონისძიებებზე',
  az: 'Tədbirlərə biletlər',
});
const TRAINS = service('trains', true, 'https://rail.kvitok.by/', {
  ru: 'Ж/д билеты',
  en: 'Train tickets',
  be: 'Чыгуначныя квіткі',
  ge: 'მატარებლის ბილეთები',
  az: 'Qatar biletləri',
});
const TRANSFERS = service('transfers', true, 'https://transfer.kvitok.by/', {
  ru: 'Трансферы',
  en: 'Transfers',
  be: 'Трансферы',
  ge: 'ტრანსფერები',
  az: 'Transferlər',
});
const DISCOUNTS = service('discounts', true, 'https://skidki.kvitok.by/', {
  ru: 'Скидки и акции',
  en: 'Discounts',
  be: 'Зніжкі і акцыі',
  ge: 'ფასდაკლებები',
  az: 'Endirimlər',
});
const HOTELS = service('hotels', false, 'https://hotels.kvitok.by/', {
  ru: 'Отели',
  en: 'Hotels',
  be: 'Гатэлі',
  ge: 'სასტუმროები',
  az: 'Otellər',
});
const TOURS = service('tours', false, 'https://tours.kvitok.by/', {
  ru: 'Туры',
  en: 'Tours',
  be: 'Туры',
  ge: 'ტურები',
  az: 'Turlar',
});

const LINKS = [
  {
    key: 'partners',
    href: 'https://kvitok.by/partners',
    label: {
      ru: 'Стать партнёром',
      en: 'Become a partner',
      be: 'Стаць партнёрам',
      ge: 'გახდით პარტნიორი',
      az: 'Tərəfdaş olun',
    },
  },
];

/** What production storage holds: the live partners. */
const SERVICES: ServicesDocument = {
  services: [TICKETS, TRAINS, TRANSFERS, DISCOUNTS, HOTELS, TOURS],
  links: LINKS,
};

/** The test variant: one live service is switched off, so a test can tell enabled from disabled. */
const SERVICES_TEST: ServicesDocument = {
  services: [TICKETS, TRAINS, { ...TRANSFERS, enable: false }, DISCOUNTS, HOTELS, TOURS],
  links: LINKS,
};

export const SERVICES_PATHS: Record<string, ServicesDocument> = {
  '/storage/services.json': SERVICES,
  '/storage/services.test.json': SERVICES_TEST,
};
