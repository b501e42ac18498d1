import type { Language } from '../contracts/language.ts';
import type { OrderMethod } from '../contracts/orders.ts';
import type { PaymentProvider } from '../contracts/payments.ts';
import { toSheetDate } from '../excel/domain/sheet-dates.ts';
import {
  type Bilingual,
  type ExportColumn,
  exportBaseName,
  listExportSource,
} from '../exports/export-columns.ts';
import type { ExportSource } from '../exports/keyset-export.ts';
import type { OrderReads } from '../ports/order-repository.ts';
import type { OrderDetails, OrderMatch } from './domain/order.ts';

/** The words the export writes for an order's method and provider (the page's labels, issue 31). */
export const orderMethodWords: Readonly<Record<OrderMethod, Bilingual>> = {
  card: { tr: 'Kartla ödeme', en: 'Card payment' },
  manual: { tr: 'Elle tanımlandı', en: 'Granted by hand' },
  granted: { tr: 'Program tarafından ücretsiz verildi', en: 'Given free by the programme' },
};

export const paymentProviderWords: Readonly<Record<PaymentProvider, Bilingual>> = {
  sandbox: { tr: 'Test ödemeleri (sandbox)', en: 'Test payments (sandbox)' },
  iyzico: { tr: 'iyzico', en: 'iyzico' },
};

/** The orders' columns: who paid what, when, for which package, how, and the period it bought. */
export const orderExportColumns: readonly ExportColumn<OrderDetails>[] = [
  { header: { tr: 'Sipariş no', en: 'Order no.' }, width: 12, format: 'integer', cell: (o) => o.orderNumber },
  {
    header: { tr: 'Tarih', en: 'Date' },
    width: 18,
    format: 'dateTime',
    cell: (o) => toSheetDate(o.createdAt),
  },
  { header: { tr: 'Alıcı', en: 'Buyer' }, width: 24, format: 'text', cell: (o) => o.buyerName },
  { header: { tr: 'E-posta', en: 'E-mail' }, width: 30, format: 'text', cell: (o) => o.buyerEmail },
  {
    header: { tr: 'Paket', en: 'Package' },
    width: 24,
    format: 'text',
    cell: (o, language) => (language === 'en' ? o.packageNameEn : o.packageNameTr),
  },
  { header: { tr: 'Süre (ay)', en: 'Months' }, width: 10, format: 'integer', cell: (o) => o.periodMonths },
  { header: { tr: 'Tutar', en: 'Amount' }, width: 12, format: 'amount', cell: (o) => Number(o.priceUsd) },
  { header: { tr: 'Para birimi', en: 'Currency' }, width: 10, format: 'text', cell: (o) => o.currency },
  {
    header: { tr: 'Yöntem', en: 'Method' },
    width: 18,
    format: 'text',
    cell: (o, language) => orderMethodWords[o.method][language],
  },
  {
    header: { tr: 'Ödeme sağlayıcısı', en: 'Provider' },
    width: 22,
    format: 'text',
    cell: (o, language) => (o.provider ? paymentProviderWords[o.provider][language] : null),
  },
  {
    header: { tr: 'Sağlayıcı referansı', en: 'Provider’s reference' },
    width: 26,
    format: 'text',
    cell: (o) => o.providerReference,
  },
  { header: { tr: 'Tanımlayan', en: 'Granted by' }, width: 22, format: 'text', cell: (o) => o.grantedByName },
  { header: { tr: 'Not', en: 'Note' }, width: 30, format: 'text', cell: (o) => o.note },
  {
    header: { tr: 'Üyelik başlangıcı', en: 'Membership from' },
    width: 18,
    format: 'dateTime',
    cell: (o) => toSheetDate(o.startsAt),
  },
  {
    header: { tr: 'Üyelik bitişi', en: 'Membership until' },
    width: 18,
    format: 'dateTime',
    cell: (o) => toSheetDate(o.endsAt),
  },
];

/**
 * The orders the list's filters find, newest first as the list shows them, read in keyset batches
 * of (date, number) along the list's own indexes (ADR 0042).
 */
export function orderExportSource(
  orders: OrderReads,
  language: Language,
  match: OrderMatch,
): ExportSource<OrderDetails> {
  return listExportSource({ tr: 'Siparişler', en: 'Orders' }, orderExportColumns, orders, language, match);
}

/** `siparisler-2026-03-02` or `orders-2026-03-02` (the format adds its extension). */
export const orderExportBaseName = (language: Language, date: string) =>
  exportBaseName({ tr: 'siparisler', en: 'orders' }, language, date);
