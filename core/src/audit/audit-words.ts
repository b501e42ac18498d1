import type { AuditAction } from '../contracts/audit.ts';
import type { Bilingual } from '../exports/export-columns.ts';

/**
 * The audit log's actions in words, for a file the server writes (the admin app's audit page has
 * the same words in its own catalogue, `features/audit/components/labels.ts`). Keyed by
 * `AuditAction`, so a new action does not compile without its words.
 */
export const auditActionWords: Readonly<Record<AuditAction, Bilingual>> = {
  'accountFiles.changeStatus': { tr: 'Eğitim belgesi incelendi', en: 'Proof of education reviewed' },
  'accountFiles.delete': { tr: 'Eğitim belgesi silindi', en: 'Proof of education deleted' },
  'accountFiles.uploadForMember': {
    tr: 'Üye adına eğitim belgesi yüklendi',
    en: 'Proof of education uploaded for a member',
  },
  'accounts.changeAccess': { tr: 'Hesap erişimi değiştirildi', en: 'Account access changed' },
  'accounts.correctIdentity': { tr: 'Kimlik bilgileri düzeltildi', en: 'Identity details corrected' },
  'accounts.create': { tr: 'Hesap oluşturuldu', en: 'Account created' },
  'accounts.delete': { tr: 'Hesap silindi', en: 'Account deleted' },
  'accounts.exportExcel': { tr: 'Hesaplar Excel’e aktarıldı', en: 'Accounts exported to Excel' },
  'accounts.importExcel': { tr: 'Hesaplar Excel’den içe aktarıldı', en: 'Accounts imported from Excel' },
  'accounts.passportDuplicate': {
    tr: 'Pasaport numarası başka bir hesapta bulundu',
    en: 'Passport number found on another account',
  },
  'accounts.update': { tr: 'Hesap değiştirildi', en: 'Account changed' },
  'audit.export': { tr: 'Denetim kaydı dışa aktarıldı', en: 'Audit log exported' },
  'auth.identitySignIn': { tr: 'Bir giriş hizmetiyle giriş yapıldı', en: 'Signed in with a sign-in service' },
  'auth.linkIdentity': { tr: 'Giriş hizmeti bağlandı', en: 'Sign-in service linked' },
  'auth.unlinkIdentity': { tr: 'Giriş hizmetinin bağlantısı kaldırıldı', en: 'Sign-in service unlinked' },
  'badges.create': { tr: 'Rozet eklendi', en: 'Badge added' },
  'badges.delete': { tr: 'Rozet silindi', en: 'Badge deleted' },
  'badges.update': { tr: 'Rozet değiştirildi', en: 'Badge changed' },
  'contact.markRead': { tr: 'İletişim mesajı işaretlendi', en: 'Contact message marked' },
  'ledger.adjust': { tr: 'Puan düzeltildi', en: 'Points adjusted' },
  'ledger.export': { tr: 'Puan kayıtları dışa aktarıldı', en: 'Points entries exported' },
  'mail.deleteSavedFilter': { tr: 'Kayıtlı filtre silindi', en: 'Saved filter deleted' },
  'mail.saveFilter': { tr: 'Filtre kaydedildi', en: 'Filter saved' },
  'mail.sendGroupMail': { tr: 'Gruba e-posta gönderildi', en: 'Mail sent to a group' },
  'matching.matchManually': { tr: 'Elle eşleştirildi', en: 'Matched by hand' },
  'matching.run': { tr: 'Eşleştirme', en: 'Matching run' },
  'orders.export': { tr: 'Siparişler dışa aktarıldı', en: 'Orders exported' },
  'orders.grant': { tr: 'Paket tanımlandı', en: 'Package granted' },
  'packages.create': { tr: 'Üyelik paketi eklendi', en: 'Membership package added' },
  'packages.delete': { tr: 'Üyelik paketi silindi', en: 'Membership package deleted' },
  'packages.retire': { tr: 'Üyelik paketi kullanımdan kaldırıldı', en: 'Membership package retired' },
  'packages.update': { tr: 'Üyelik paketi değiştirildi', en: 'Membership package changed' },
  'coaching.publishLog': { tr: 'Koçluk günlüğü yayımlandı', en: 'Coaching log published' },
  'coaching.revokeLogPublication': {
    tr: 'Yayımlanan koçluk günlüğü geri çekildi',
    en: 'Published coaching log withdrawn',
  },
  'payment.refused': { tr: 'Ödeme reddedildi', en: 'Payment refused' },
  'projectRequests.export': { tr: 'Açık talepler dışa aktarıldı', en: 'Open requests exported' },
  'projects.abort': { tr: 'Proje iptal edildi', en: 'Project aborted' },
  'projects.export': { tr: 'Projeler dışa aktarıldı', en: 'Projects exported' },
  'projects.readMessages': { tr: 'Proje mesajları okundu', en: 'Project messages read' },
  'settings.update': { tr: 'Uygulama ayarları değiştirildi', en: 'Application settings changed' },
};

/** The kinds of record the log names, in words; a kind not here is written as its code. */
export const auditEntityTypeWords: Readonly<Record<string, Bilingual>> = {
  account: { tr: 'Hesap', en: 'Account' },
  accountFile: { tr: 'Eğitim belgesi', en: 'Proof of education' },
  accountImport: { tr: 'Excel içe aktarma', en: 'Excel import' },
  applicationSettings: { tr: 'Uygulama ayarları', en: 'Application settings' },
  auditEntry: { tr: 'Denetim kaydı girdisi', en: 'Audit entry' },
  badge: { tr: 'Rozet', en: 'Badge' },
  checkout: { tr: 'Kartla ödeme', en: 'Card payment' },
  contactMessage: { tr: 'İletişim mesajı', en: 'Contact message' },
  groupMail: { tr: 'Gruba e-posta', en: 'Mail to a group' },
  ledgerEntry: { tr: 'Puan kaydı', en: 'Points entry' },
  matchingRun: { tr: 'Eşleştirme', en: 'Matching run' },
  membershipPackage: { tr: 'Üyelik paketi', en: 'Membership package' },
  order: { tr: 'Sipariş', en: 'Order' },
  project: { tr: 'Proje', en: 'Project' },
  projectRequest: { tr: 'Proje talebi', en: 'Project request' },
  savedFilter: { tr: 'Kayıtlı filtre', en: 'Saved filter' },
};
