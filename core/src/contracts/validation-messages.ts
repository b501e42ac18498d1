import type { Language } from './language.ts';

/**
 * Field-level validation texts. Shared schemas put one of these keys in an issue's `message`, so
 * the browser and the server show the same sentence; `{name}` placeholders come from the issue.
 */
export const validationMessages = {
  required: { tr: 'Bu alan zorunludur.', en: 'This field is required.' },
  invalidType: { tr: 'Bu alanın türü geçerli değil.', en: 'This field has the wrong type.' },
  invalidValue: { tr: 'Bu değer geçerli değil.', en: 'This value is not valid.' },
  invalidChoice: {
    tr: 'Lütfen listedeki seçeneklerden birini seçin.',
    en: 'Please choose one of the options.',
  },
  email: { tr: 'E-posta adresi geçerli değil.', en: 'The e-mail address is not valid.' },
  tooShort: { tr: 'En az {minimum} karakter girin.', en: 'Enter at least {minimum} characters.' },
  tooLong: { tr: 'En fazla {maximum} karakter girin.', en: 'Enter at most {maximum} characters.' },
  tooSmall: { tr: 'Değer en az {minimum} olmalıdır.', en: 'The value must be at least {minimum}.' },
  tooBig: { tr: 'Değer en fazla {maximum} olmalıdır.', en: 'The value must be at most {maximum}.' },
  unknownField: { tr: 'Bu alan beklenmiyor.', en: 'This field is not expected.' },
  passwordTooShort: {
    tr: 'Şifre en az 8 karakter olmalıdır.',
    en: 'Password must be at least 8 characters long.',
  },
  passwordTooLong: {
    tr: 'Şifre en fazla 128 karakter olabilir.',
    en: 'Password can be at most 128 characters long.',
  },
  passwordLowercase: {
    tr: 'Şifre en az bir küçük harf içermelidir.',
    en: 'Password must contain at least one lowercase letter.',
  },
  passwordUppercase: {
    tr: 'Şifre en az bir büyük harf içermelidir.',
    en: 'Password must contain at least one uppercase letter.',
  },
  passwordDigit: {
    tr: 'Şifre en az bir rakam içermelidir.',
    en: 'Password must contain at least one digit.',
  },
  passwordSpecial: {
    tr: 'Şifre en az bir özel karakter içermelidir (ör. ! ? * #).',
    en: 'Password must contain at least one special character (e.g. ! ? * #).',
  },
  passwordTooCommon: {
    tr: 'Bu şifre çok kolay tahmin edilir (yaygın ya da sızdırılmış şifrelere benziyor). Lütfen başka bir şifre seçin.',
    en: 'This password is too easy to guess (it resembles common or leaked passwords). Please choose another.',
  },
  passwordContainsPersonalData: {
    tr: 'Şifre adınızı, soyadınızı ya da e-posta adresinizin @ işaretinden önceki kısmını içeremez.',
    en: 'The password may not contain your first name, your last name or the part of your e-mail address before the @.',
  },
  currentPasswordWrong: {
    tr: 'Mevcut şifreniz hatalı.',
    en: 'Your current password is not correct.',
  },
  passwordMismatch: { tr: 'Şifreler eşleşmiyor.', en: 'Passwords do not match.' },
  phoneInvalid: {
    tr: 'Telefon numarası geçerli değil. Ülke koduyla birlikte girin (ör. +90 532 123 45 67).',
    en: 'The phone number is not valid. Enter it with its country code (e.g. +90 532 123 45 67).',
  },
  identityNumberInvalid: {
    tr: 'T.C. kimlik numarası geçerli değil (11 hane, doğrulama hanesi tutmalı).',
    en: 'The Turkish identity number is not valid (11 digits with a matching check digit).',
  },
  passportNumberInvalid: {
    tr: 'Pasaport numarası 5–20 harf ve rakamdan oluşmalıdır.',
    en: 'A passport number has 5–20 letters and digits.',
  },
  identityOrPassportRequired: {
    tr: 'T.C. vatandaşları kimlik numarasını, diğerleri pasaport numarasını girmelidir.',
    en: 'Turkish citizens give their identity number; others give a passport number.',
  },
  identityAndPassport: {
    tr: 'Kimlik numarası olan bir hesaba pasaport numarası girilmez.',
    en: 'An account with a Turkish identity number has no passport number.',
  },
  cronInvalid: {
    tr: 'Geçerli bir cron ifadesi girin (ör. 0 9 * * 1-5).',
    en: 'Enter a valid cron expression (e.g. 0 9 * * 1-5).',
  },
  rangeOrder: {
    tr: 'Alt sınır üst sınırdan büyük olamaz.',
    en: 'The lower limit cannot be above the upper limit.',
  },
  monthRangeTooLong: {
    tr: 'En fazla 24 aylık bir dönem seçin.',
    en: 'Choose a range of at most 24 months.',
  },
  notZero: { tr: 'Değer 0 olamaz.', en: 'The value cannot be 0.' },
  dateInvalid: { tr: 'Geçerli bir tarih girin.', en: 'Enter a valid date.' },
  dateOutOfRange: {
    tr: '{earliest} ile {latest} arasında bir gün seçin.',
    en: 'Choose a day from {earliest} to {latest}.',
  },
  timeInThePast: {
    tr: 'Gelecekte bir zaman seçin.',
    en: 'Choose a time in the future.',
  },
  halfHourSteps: {
    tr: 'Süreyi yarım saatlik adımlarla, 0,5 ile 8 saat arasında girin.',
    en: 'Enter the length in half-hour steps, from 0.5 to 8 hours.',
  },
  locationInvalid: {
    tr: 'Bu konum listede yok; lütfen listeden seçin.',
    en: 'This place is not in the list; please choose from the list.',
  },
  mustAccept: { tr: 'Devam etmek için onaylamanız gerekir.', en: 'You need to accept this to continue.' },
  languagesRequired: {
    tr: 'En az bir koçluk dili seçin.',
    en: 'Choose at least one coaching language.',
  },
  priceInvalid: {
    tr: 'Fiyatı en fazla iki ondalıkla ve 0’dan büyük girin (ör. 49.90).',
    en: 'Enter a price above 0 with at most two decimals (e.g. 49.90).',
  },
  packageCodeInvalid: {
    tr: 'Kod harf, rakam, - ve _ içerebilir (ör. KOC-12).',
    en: 'A code may contain letters, digits, - and _ (e.g. COACH-12).',
  },
  cardNumberInvalid: { tr: 'Kart numarası geçerli değil.', en: 'The card number is not valid.' },
  cardExpiryInvalid: {
    tr: 'Son kullanma tarihini AA/YY biçiminde girin.',
    en: 'Enter the expiry date as MM/YY.',
  },
  cardExpired: { tr: 'Bu kartın süresi dolmuş.', en: 'This card has expired.' },
  cardCvcInvalid: { tr: 'Güvenlik kodu 3 ya da 4 hanelidir.', en: 'The security code has 3 or 4 digits.' },
  /** NUL or a broken character (a lone UTF-16 surrogate): PostgreSQL cannot store it in text. */
  unstorableCharacter: {
    tr: 'Bu alanda saklanamayan bir karakter var (NUL gibi bir denetim karakteri ya da bozuk bir karakter). Lütfen çıkarın.',
    en: 'This field holds a character that cannot be stored (a control character such as NUL, or a broken one). Please remove it.',
  },
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

export function translateValidationMessage(
  key: ValidationMessageKey,
  language: Language,
  params: Record<string, unknown> = {},
): string {
  return validationMessages[key][language].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    params[name] === undefined ? placeholder : String(params[name]),
  );
}
