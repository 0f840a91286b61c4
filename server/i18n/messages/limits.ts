// Texts of the limits that keep codes from being guessed and lists from piling up: too many wrong codes,
// a list that is full, a record that is already there.
import type { Texts } from '../lang.ts';

export const LIMITS = {
  'limits.tooManyAttempts': {
    ru: 'Слишком много неверных попыток. Попробуйте через {minutes} мин.',
    en: 'Too many wrong attempts. Try again in {minutes} min.',
    be: 'Занадта шмат няправільных спроб. Паспрабуйце праз {minutes} хв.',
    ge: 'ძალიან ბევრი არასწორი მცდელობა. სცადეთ {minutes} წუთში.',
    az: 'Həddən çox yanlış cəhd. {minutes} dəqiqədən sonra yenidən cəhd edin.',
  },
  'limits.tooManyRequests': {
    ru: 'Слишком много запросов. Попробуйте через {minutes} мин.',
    en: 'Too many requests. Try again in {minutes} min.',
    be: 'Занадта шмат запытаў. Паспрабуйце праз {minutes} хв.',
    ge: 'ძალიან ბევრი მოთხოვნა. სცადეთ {minutes} წუთში.',
    az: 'Həddən çox sorğu. {minutes} dəqiqədən sonra yenidən cəhd edin.',
  },
  'limits.passDevices': {
    ru: 'Этот билет или карта уже добавлены на {max} устройств. Удалите их с устройства, которым больше не пользуетесь.',
    en: 'This pass is already on {max} devices. Remove it from a device you no longer use.',
    be: 'Гэты білет ці картка ўжо дададзены на {max} прылад. Выдаліце іх з прылады, якой больш не карыстаецеся.',
    ge: 'ეს ბილეთი ან ბარათი უკვე დამატებულია {max} მოწყობილობაზე. წაშალეთ ის მოწყობილობიდან, რომელსაც აღარ იყენებთ.',
    az: 'Bu bilet və ya kart artıq {max} cihaza əlavə edilib. Onu artıq istifadə etmədiyiniz cihazdan silin.',
  },
  'limits.clientCards': {
    ru: 'Можно привязать не больше {max} карт. Удалите ненужную карту, чтобы привязать новую.',
    en: 'You can link at most {max} cards. Delete a card you no longer need to link a new one.',
    be: 'Можна прывязаць не больш за {max} картак. Выдаліце непатрэбную картку, каб прывязаць новую.',
    ge: 'შეგიძლიათ მიაბათ არაუმეტეს {max} ბარათი. ახლის მისაბმელად წაშალეთ არასაჭირო ბარათი.',
    az: 'Ən çox {max} kart bağlaya bilərsiniz. Yenisini bağlamaq üçün lazımsız kartı silin.',
  },
  'limits.paymentCards': {
    ru: 'Можно сохранить не больше {max} банковских карт. Удалите ненужную, чтобы сохранить новую.',
    en: 'You can save at most {max} bank cards. Delete one you no longer need to save a new one.',
    be: 'Можна захаваць не больш за {max} банкаўскіх картак. Выдаліце непатрэбную, каб захаваць новую.',
    ge: 'შეგიძლიათ შეინახოთ არაუმეტეს {max} საბანკო ბარათი. ახლის შესანახად წაშალეთ არასაჭირო.',
    az: 'Ən çox {max} bank kartı saxlaya bilərsiniz. Yenisini saxlamaq üçün lazımsız olanı silin.',
  },
  'limits.passports': {
    ru: 'Можно сохранить не больше {max} документов. Удалите ненужный, чтобы добавить новый.',
    en: 'You can save at most {max} documents. Delete one you no longer need to add a new one.',
    be: 'Можна захаваць не больш за {max} дакументаў. Выдаліце непатрэбны, каб дадаць новы.',
    ge: 'შეგიძლიათ შეინახოთ არაუმეტეს {max} დოკუმენტი. ახლის დასამატებლად წაშალეთ არასაჭირო.',
    az: 'Ən çox {max} sənəd saxlaya bilərsiniz. Yenisini əlavə etmək üçün lazımsız olanı silin.',
  },
  'limits.addresses': {
    ru: 'Можно сохранить не больше {max} адресов. Удалите ненужный, чтобы добавить новый.',
    en: 'You can save at most {max} addresses. Delete one you no longer need to add a new one.',
    be: 'Можна захаваць не больш за {max} адрасоў. Выдаліце непатрэбны, каб дадаць новы.',
    ge: 'შეგიძლიათ შეინახოთ არაუმეტეს {max} მისამართი. ახლის დასამატებლად წაშალეთ არასაჭირო.',
    az: 'Ən çox {max} ünvan saxlaya bilərsiniz. Yenisini əlavə etmək üçün lazımsız olanı silin.',
  },
  'limits.sameRecord': {
    ru: 'Такая запись уже сохранена.',
    en: 'This record is already saved.',
    be: 'Такі запіс ужо захаваны.',
    ge: 'ასეთი ჩანაწერი უკვე შენახულია.',
    az: 'Belə qeyd artıq saxlanılıb.',
  },
} as const satisfies Record<`limits.${string}`, Texts>;
