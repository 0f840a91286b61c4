// Texts of subscriptions: subscribing, changing, prolonging, resuming and cancelling a plan.
import type { Texts } from '../lang.ts';

export const SUBSCRIPTIONS = {
  'subscriptions.alreadyHeld': {
    ru: 'У вас уже есть эта подписка: продлите её.',
    en: 'You already have this subscription: prolong it instead.',
    be: 'У вас ужо ёсць гэтая падпіска: падоўжыце яе.',
    ge: 'ეს გამოწერა უკვე გაქვთ: სანაცვლოდ გაახანგრძლივეთ.',
    az: 'Bu abunəlik artıq sizdədir: onu uzadın.',
  },
  'subscriptions.notSold': {
    ru: 'Этот тариф здесь больше не продаётся.',
    en: 'This plan is not sold here any more.',
    be: 'Гэты тарыф тут больш не прадаецца.',
    ge: 'ეს ტარიფი აქ აღარ იყიდება.',
    az: 'Bu tarif artıq burada satılmır.',
  },
  'subscriptions.expiredProlong': {
    ru: 'Срок этой подписки истёк: продлите её.',
    en: 'This subscription has expired: prolong it instead.',
    be: 'Тэрмін гэтай падпіскі скончыўся: падоўжыце яе.',
    ge: 'ამ გამოწერას ვადა გაუვიდა: სანაცვლოდ გაახანგრძლივეთ.',
    az: 'Bu abunəliyin müddəti bitib: onu uzadın.',
  },
  'subscriptions.notCancelled': {
    ru: 'Эта подписка не отменена.',
    en: 'This subscription is not cancelled.',
    be: 'Гэтая падпіска не адменена.',
    ge: 'ეს გამოწერა გაუქმებული არ არის.',
    az: 'Bu abunəlik ləğv edilməyib.',
  },
  'subscriptions.samePlan': {
    ru: 'Это уже ваш тариф.',
    en: 'This is already your plan.',
    be: 'Гэта ўжо ваш тарыф.',
    ge: 'ეს უკვე თქვენი ტარიფია.',
    az: 'Bu artıq sizin tarifinizdir.',
  },
  'subscriptions.alreadyCancelled': {
    ru: 'Эта подписка уже отменена.',
    en: 'This subscription is already cancelled.',
    be: 'Гэтая падпіска ўжо адменена.',
    ge: 'ეს გამოწერა უკვე გაუქმებულია.',
    az: 'Bu abunəlik artıq ləğv edilib.',
  },
  'subscriptions.alreadyExpired': {
    ru: 'Срок этой подписки уже истёк.',
    en: 'This subscription has already expired.',
    be: 'Тэрмін гэтай падпіскі ўжо скончыўся.',
    ge: 'ამ გამოწერას ვადა უკვე გაუვიდა.',
    az: 'Bu abunəliyin müddəti artıq bitib.',
  },
} as const satisfies Record<`subscriptions.${string}`, Texts>;
