// Texts of paying an order: which orders and methods are refused, and the points history line of a
// payment by points.
import type { Texts } from '../lang.ts';

export const PAYMENT = {
  'payment.noBody': {
    ru: 'Этот запрос не принимает тело.',
    en: 'This call takes no body.',
    be: 'Гэты запыт не прымае цела.',
    ge: 'ეს მოთხოვნა სხეულს არ იღებს.',
    az: 'Bu sorğu gövdə qəbul etmir.',
  },
  'payment.params': {
    ru: 'Передайте params[email] или params[phone].',
    en: 'Send params[email] or params[phone].',
    be: 'Перадайце params[email] або params[phone].',
    ge: 'გადმოეცით params[email] ან params[phone].',
    az: 'params[email] və ya params[phone] göndərin.',
  },
  'payment.chooseMethod': {
    ru: 'Выберите способ оплаты.',
    en: 'Choose a payment method.',
    be: 'Выберыце спосаб аплаты.',
    ge: 'აირჩიეთ გადახდის საშუალება.',
    az: 'Ödəniş üsulunu seçin.',
  },
  'payment.typeMismatch': {
    ru: 'Тип не соответствует способу оплаты.',
    en: 'The type does not match the method.',
    be: 'Тып не адпавядае спосабу аплаты.',
    ge: 'ტიპი არ შეესაბამება გადახდის საშუალებას.',
    az: 'Növ ödəniş üsuluna uyğun deyil.',
  },
  'payment.freeOnlyZero': {
    ru: 'Бесплатный способ — только для заказа на 0.',
    en: 'The free method is only for a zero total.',
    be: 'Бясплатны спосаб — толькі для заказа на 0.',
    ge: 'უფასო საშუალება მხოლოდ ნულოვანი თანხისთვისაა.',
    az: 'Pulsuz üsul yalnız sıfır məbləğ üçündür.',
  },
  'payment.nothingToPay': {
    ru: 'Платить нечего: оформите заказ бесплатным способом.',
    en: 'Nothing to pay: take the order with the free method.',
    be: 'Плаціць няма чаго: аформіце заказ бясплатным спосабам.',
    ge: 'გადასახდელი არაფერია: შეკვეთა გააფორმეთ უფასო საშუალებით.',
    az: 'Ödəniləcək məbləğ yoxdur: sifarişi pulsuz üsulla rəsmiləşdirin.',
  },
  'payment.methodNotHere': {
    ru: 'Этот способ оплаты здесь выбрать нельзя.',
    en: 'This method cannot be chosen here.',
    be: 'Гэты спосаб аплаты тут выбраць нельга.',
    ge: 'ამ საშუალების აქ არჩევა შეუძლებელია.',
    az: 'Bu üsulu burada seçmək olmaz.',
  },
  'payment.noErip': {
    ru: 'ЕРИП на этом сайте недоступен.',
    en: 'ERIP is not offered on this brand.',
    be: 'АРЫП на гэтым сайце недаступны.',
    ge: 'ERIP ამ საიტზე მიუწვდომელია.',
    az: 'ERIP bu saytda mövcud deyil.',
  },
  'payment.externalOrder': {
    ru: 'Внешние заказы нельзя оплатить.',
    en: 'External orders cannot be paid.',
    be: 'Знешнія заказы нельга аплаціць.',
    ge: 'გარე შეკვეთების გადახდა შეუძლებელია.',
    az: 'Xarici sifarişləri ödəmək olmaz.',
  },
  'payment.notPayable': {
    ru: 'Этот заказ нельзя оплатить.',
    en: 'This order cannot be paid.',
    be: 'Гэты заказ нельга аплаціць.',
    ge: 'ამ შეკვეთის გადახდა შეუძლებელია.',
    az: 'Bu sifarişi ödəmək olmaz.',
  },
  'payment.expired': {
    ru: 'Время оформления заказа вышло',
    en: 'The time to complete the order is up',
    be: 'Час афармлення заказа скончыўся',
    ge: 'შეკვეთის გაფორმების დრო ამოიწურა',
    az: 'Sifarişin rəsmiləşdirilmə vaxtı bitdi',
  },
  'payment.notPending': {
    ru: 'Этот платёж уже не ожидает оплаты.',
    en: 'The payment is no longer pending.',
    be: 'Гэты плацёж ужо не чакае аплаты.',
    ge: 'ეს გადახდა აღარ ელოდება დასრულებას.',
    az: 'Bu ödəniş artıq gözləmədə deyil.',
  },
  'payment.notEnoughPoints': {
    ru: 'Недостаточно баллов: баланс изменился.',
    en: 'Not enough points: the balance has changed.',
    be: 'Недастаткова балаў: баланс змяніўся.',
    ge: 'ქულები არ არის საკმარისი: ბალანსი შეიცვალა.',
    az: 'Bal kifayət etmir: balans dəyişib.',
  },
  'payment.pointsLine': {
    ru: 'Оплата заказа №{id} баллами',
    en: 'Payment for order №{id} with points',
    be: 'Аплата заказа №{id} баламі',
    ge: 'შეკვეთის №{id} გადახდა ქულებით',
    az: '№{id} sifarişinin ballarla ödənişi',
  },
} as const satisfies Record<`payment.${string}`, Texts>;
