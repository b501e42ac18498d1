import type { Language } from '../contracts/language.ts';
import type { Bilingual } from '../exports/export-columns.ts';
import type { PdfDetail, ReceiptToWrite } from '../ports/pdf-documents.ts';
import { platformName } from '../shared/platform-name.ts';
import type { OrderDetails } from './domain/order.ts';
import { membershipTimeZone } from './domain/subscription-period.ts';
import { orderMethodWords, paymentProviderWords } from './order-export.ts';

/**
 * A member's receipt for one order (issue 32), its words in both languages as the exports keep
 * theirs (ADR 0053): the PDF adapter only lays out what this writes.
 */

const labels = {
  title: { tr: 'Makbuz', en: 'Receipt' },
  buyer: { tr: 'Alıcı', en: 'Buyer' },
  email: { tr: 'E-posta', en: 'E-mail' },
  orderNumber: { tr: 'Sipariş numarası', en: 'Order number' },
  date: { tr: 'Tarih', en: 'Date' },
  package: { tr: 'Paket', en: 'Package' },
  months: { tr: 'Süre', en: 'Length' },
  period: { tr: 'Üyelik dönemi', en: 'Membership period' },
  amount: { tr: 'Tutar', en: 'Amount' },
  method: { tr: 'Ödeme yöntemi', en: 'Payment method' },
  provider: { tr: 'Ödeme sağlayıcısı', en: 'Payment provider' },
  providerReference: { tr: 'Sağlayıcı referansı', en: 'Provider’s reference' },
  grantedBy: { tr: 'Tanımlayan', en: 'Granted by' },
  note: { tr: 'Not', en: 'Note' },
} satisfies Record<string, Bilingual>;

const locales: Readonly<Record<Language, string>> = { tr: 'tr-TR', en: 'en-GB' };

/** "6 ay" / "6 months". */
function monthsText(months: number, language: Language): string {
  if (language === 'tr') return `${months} ay`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** "Order no. 1042" under the title. */
const subtitles: Readonly<Record<Language, (orderNumber: number) => string>> = {
  tr: (orderNumber) => `Sipariş no ${orderNumber}`,
  en: (orderNumber) => `Order no. ${orderNumber}`,
};

const footers: Readonly<Record<Language, (issuedAt: string) => string>> = {
  tr: (issuedAt) => `Bu makbuz ${issuedAt} tarihinde ${platformName.tr} tarafından düzenlenmiştir.`,
  en: (issuedAt) => `Issued by ${platformName.en} on ${issuedAt}.`,
};

/** A moment on Istanbul's calendar and clock, as readers of the language write it. */
function momentText(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: membershipTimeZone,
  }).format(instant);
}

/** A day on Istanbul's calendar ("1 Aralık 2026" / "1 December 2026"). */
function dayText(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeZone: membershipTimeZone,
  }).format(instant);
}

/**
 * An amount in its currency as readers of the language write it ("₺1.250,00" / "US$1,250.00"),
 * formatted from its decimal text so that no digit is lost to floating point; a currency code that
 * `Intl` does not know is written after the plain amount.
 */
function amountText(amount: string, currency: string, language: Language): string {
  try {
    return new Intl.NumberFormat(locales[language], { style: 'currency', currency }).format(
      amount as `${number}`,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

/** How the order was paid: by card through a provider with its reference, or by hand with its note. */
function paymentDetails(order: OrderDetails, language: Language): PdfDetail[] {
  const details: PdfDetail[] = [
    { label: labels.method[language], value: orderMethodWords[order.method][language] },
  ];
  if (order.provider)
    details.push({ label: labels.provider[language], value: paymentProviderWords[order.provider][language] });
  if (order.providerReference)
    details.push({ label: labels.providerReference[language], value: order.providerReference });
  if (order.grantedByName) details.push({ label: labels.grantedBy[language], value: order.grantedByName });
  if (order.note) details.push({ label: labels.note[language], value: order.note });
  return details;
}

/** The receipt of `order` in `language`, issued at `issuedAt`. */
export function orderReceipt(order: OrderDetails, language: Language, issuedAt: Date): ReceiptToWrite {
  return {
    language,
    platformName: platformName[language],
    title: labels.title[language],
    subtitle: subtitles[language](order.orderNumber),
    footer: footers[language](momentText(issuedAt, language)),
    buyer: [
      { label: labels.buyer[language], value: order.buyerName },
      { label: labels.email[language], value: order.buyerEmail },
    ],
    details: [
      { label: labels.orderNumber[language], value: String(order.orderNumber) },
      { label: labels.date[language], value: momentText(order.createdAt, language) },
      {
        label: labels.package[language],
        value: language === 'en' ? order.packageNameEn : order.packageNameTr,
      },
      { label: labels.months[language], value: monthsText(order.periodMonths, language) },
      {
        label: labels.period[language],
        value: `${dayText(order.startsAt, language)} – ${dayText(order.endsAt, language)}`,
      },
      { label: labels.amount[language], value: amountText(order.priceUsd, order.currency, language) },
      ...paymentDetails(order, language),
    ],
  };
}

/** `makbuz-1042.pdf` / `receipt-1042.pdf`. */
export const orderReceiptFileName = (orderNumber: number, language: Language) =>
  `${language === 'en' ? 'receipt' : 'makbuz'}-${orderNumber}.pdf`;
