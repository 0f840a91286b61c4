// Texts of signing in (spec §4, §8): the dialog shows them as they come.
import type { Texts } from '../lang.ts';

export const AUTH = {
  'auth.wrongPassword': {
    ru: 'Неверный код или пароль',
    en: 'Wrong code or password',
    be: 'Няправільны код або пароль',
    ge: 'კოდი ან პაროლი არასწორია',
    az: 'Kod və ya parol yanlışdır',
  },
  'auth.badPhone': {
    ru: 'Неверный номер',
    en: 'Wrong number',
    be: 'Няправільны нумар',
    ge: 'ნომერი არასწორია',
    az: 'Nömrə yanlışdır',
  },
  'auth.noFormToken': {
    ru: 'Подтвердите, что вы не робот',
    en: 'Confirm that you are not a robot',
    be: 'Пацвердзіце, што вы не робат',
    ge: 'დაადასტურეთ, რომ რობოტი არ ხართ',
    az: 'Robot olmadığınızı təsdiqləyin',
  },
  'auth.needEmail': {
    ru: 'Введите адрес электронной почты',
    en: 'Enter your e-mail address',
    be: 'Увядзіце адрас электроннай пошты',
    ge: 'შეიყვანეთ ელფოსტის მისამართი',
    az: 'E-poçt ünvanını daxil edin',
  },
  'auth.shortPassword': {
    ru: 'Пароль должен содержать не менее 6 символов',
    en: 'The password must have at least 6 characters',
    be: 'Пароль павінен мець не менш за 6 сімвалаў',
    ge: 'პაროლი უნდა შეიცავდეს მინიმუმ 6 სიმბოლოს',
    az: 'Parol ən azı 6 simvoldan ibarət olmalıdır',
  },
  'auth.passwordMismatch': {
    ru: 'Пароли не совпадают',
    en: 'The passwords do not match',
    be: 'Паролі не супадаюць',
    ge: 'პაროლები არ ემთხვევა',
    az: 'Parollar uyğun gəlmir',
  },
  'auth.codeExpired': {
    ru: 'Срок действия кода истёк. Запросите новый код',
    en: 'The code has expired. Ask for a new code',
    be: 'Тэрмін дзеяння кода скончыўся. Запытайце новы код',
    ge: 'კოდს ვადა გაუვიდა. მოითხოვეთ ახალი კოდი',
    az: 'Kodun müddəti bitib. Yeni kod istəyin',
  },
  'auth.country': {
    ru: 'Страна должна быть двухбуквенным кодом.',
    en: 'The country must be a two-letter code.',
    be: 'Краіна павінна быць двухлітарным кодам.',
    ge: 'ქვეყანა ორასოიანი კოდით უნდა იყოს მითითებული.',
    az: 'Ölkə iki hərfli kodla göstərilməlidir.',
  },
  'auth.tooManyAttempts': {
    ru: 'Слишком много попыток входа. Попробуйте через {minutes} мин.',
    en: 'Too many sign-in attempts. Try again in {minutes} min.',
    be: 'Занадта шмат спроб уваходу. Паспрабуйце праз {minutes} хв.',
    ge: 'შესვლის ძალიან ბევრი მცდელობა. სცადეთ {minutes} წუთში.',
    az: 'Həddən çox giriş cəhdi. {minutes} dəqiqədən sonra yenidən cəhd edin.',
  },
  'auth.banned': {
    ru: 'Ваш аккаунт заблокирован',
    en: 'Your account has been blocked',
    be: 'Ваш акаўнт заблакаваны',
    ge: 'თქვენი ანგარიში დაბლოკილია',
    az: 'Hesabınız bloklanıb',
  },
  'auth.tooManyCodes': {
    ru: 'Слишком много запросов кода. Попробуйте позже',
    en: 'Too many code requests. Try again later',
    be: 'Занадта шмат запытаў кода. Паспрабуйце пазней',
    ge: 'კოდი ძალიან ბევრჯერ მოითხოვეთ. სცადეთ მოგვიანებით',
    az: 'Həddən çox kod sorğusu. Bir az sonra yenidən cəhd edin',
  },
  'auth.serverBusy': {
    ru: 'Сервер перегружен. Попробуйте войти через минуту',
    en: 'The server is busy. Try signing in in a minute',
    be: 'Сервер перагружаны. Паспрабуйце ўвайсці праз хвіліну',
    ge: 'სერვერი გადატვირთულია. სცადეთ შესვლა ერთ წუთში',
    az: 'Server yüklənib. Bir dəqiqədən sonra daxil olmağa cəhd edin',
  },
} as const satisfies Record<`auth.${string}`, Texts>;
