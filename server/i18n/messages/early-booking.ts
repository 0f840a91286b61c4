// Texts of early booking by code (spec §8): the form shows them beside the field they name.
import type { Texts } from '../lang.ts';

export const EARLY_BOOKING = {
  'earlyBooking.enterCode': {
    ru: 'Введите код',
    en: 'Enter the code',
    be: 'Увядзіце код',
    ge: 'შეიყვანეთ კოდი',
    az: 'Kodu daxil edin',
  },
  'earlyBooking.codeUnknown': {
    ru: 'Код раннего бронирования не найден',
    en: 'No early booking code like this was found',
    be: 'Код ранняга браніравання не знойдзены',
    ge: 'ადრეული დაჯავშნის კოდი ვერ მოიძებნა',
    az: 'Erkən bron kodu tapılmadı',
  },
  'earlyBooking.codeUsed': {
    ru: 'Этот код раннего бронирования уже использован',
    en: 'This early booking code has already been used',
    be: 'Гэты код ранняга браніравання ўжо скарыстаны',
    ge: 'ადრეული დაჯავშნის ეს კოდი უკვე გამოყენებულია',
    az: 'Bu erkən bron kodu artıq istifadə olunub',
  },
  'earlyBooking.userObject': {
    ru: 'Поле user должно быть объектом.',
    en: 'The user field must be an object.',
    be: 'Поле user павінна быць аб’ектам.',
    ge: 'ველი user ობიექტი უნდა იყოს.',
    az: 'user sahəsi obyekt olmalıdır.',
  },
  'earlyBooking.chooseCity': {
    ru: 'Выберите город',
    en: 'Choose a city',
    be: 'Выберыце горад',
    ge: 'აირჩიეთ ქალაქი',
    az: 'Şəhəri seçin',
  },
  'earlyBooking.firstName': {
    ru: 'Введите имя',
    en: 'Enter your first name',
    be: 'Увядзіце імя',
    ge: 'შეიყვანეთ სახელი',
    az: 'Adınızı daxil edin',
  },
  'earlyBooking.lastName': {
    ru: 'Введите фамилию',
    en: 'Enter your last name',
    be: 'Увядзіце прозвішча',
    ge: 'შეიყვანეთ გვარი',
    az: 'Soyadınızı daxil edin',
  },
  'earlyBooking.email': {
    ru: 'Введите ваш адрес электронной почты',
    en: 'Enter your e-mail address',
    be: 'Увядзіце ваш адрас электроннай пошты',
    ge: 'შეიყვანეთ თქვენი ელფოსტის მისამართი',
    az: 'E-poçt ünvanınızı daxil edin',
  },
  'earlyBooking.gender': {
    ru: 'Укажите пол',
    en: 'Choose your gender',
    be: 'Пазначце пол',
    ge: 'მიუთითეთ სქესი',
    az: 'Cinsinizi göstərin',
  },
  'earlyBooking.dob': {
    ru: 'Укажите дату рождения',
    en: 'Enter your date of birth',
    be: 'Пазначце дату нараджэння',
    ge: 'მიუთითეთ დაბადების თარიღი',
    az: 'Doğum tarixinizi göstərin',
  },
} as const satisfies Record<`earlyBooking.${string}`, Texts>;
