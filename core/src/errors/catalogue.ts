/**
 * The HTTP statuses an answer may carry, as plain numbers (core knows no HTTP library): success is
 * 2xx, the generic failure 500, a dependency that cannot be reached for now 503, every other
 * refusal 4xx.
 */
export type CatalogueStatus =
  | 200
  | 201
  | 400
  | 401
  | 403
  | 404
  | 405
  | 409
  | 410
  | 413
  | 415
  | 429
  | 500
  | 503;

export interface CatalogueEntry {
  readonly code: number;
  /** The HTTP status of every answer that carries this code. */
  readonly status: CatalogueStatus;
  readonly tr: string;
  readonly en: string;
}

/**
 * The one error and message catalogue. Every answer of the API carries one of these codes, with the
 * HTTP status its entry names (the server's status table is derived from it, so a code's status is
 * stated once, here), and the front ends may use the same texts. Codes 2001–4029 come from the
 * original product; 4030+ were added later. Placeholders such as `{points}` are filled from the
 * `data` that travels with the code.
 */
export const catalogue = {
  /** A record was created. */
  recordAdded: { code: 2001, status: 201, tr: 'Kayıt eklendi.', en: 'Record added.' },
  /** A record was changed. */
  recordUpdated: { code: 2002, status: 200, tr: 'Kayıt güncellendi.', en: 'Record updated.' },
  /** A record was removed. */
  recordDeleted: { code: 2003, status: 200, tr: 'Kayıt silindi.', en: 'Record deleted.' },
  /** Generic success for reads and actions that neither add, change nor remove a record. */
  done: { code: 2004, status: 200, tr: 'İşlem başarılı.', en: 'Transaction successful.' },
  /** Unexpected failure; the details stay in the server log, never in the answer. */
  somethingWentWrong: {
    code: 2005,
    status: 500,
    tr: 'Bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.',
    en: 'Something went wrong. Please try again later.',
  },
  /** A password was required but none was given. */
  passwordEmpty: { code: 3001, status: 400, tr: 'Şifre boş olamaz.', en: 'Password cannot be empty.' },
  /** The password is shorter than the password rules allow. */
  passwordLength: {
    code: 3002,
    status: 400,
    tr: 'Şifre en az 8 karakter olmalıdır.',
    en: 'Password must be at least 8 characters long.',
  },
  /** No valid session: the bearer token is missing, unknown, revoked or expired. */
  unauthorized: {
    code: 4001,
    status: 401,
    tr: 'Giriş yapmanız gerekiyor ya da oturumunuzun süresi doldu.',
    en: 'You need to sign in, or your session has expired.',
  },
  /** The addressed record does not exist. */
  recordNotFound: { code: 4002, status: 404, tr: 'Kayıt bulunamadı.', en: 'Record not found.' },
  /** The addressed user account does not exist. */
  userNotFound: { code: 4003, status: 404, tr: 'Hesap bulunamadı.', en: 'Account not found.' },
  /** Sign-in failed. Deliberately the same answer for an unknown e-mail and a wrong password. */
  invalidCredentials: {
    code: 4004,
    status: 401,
    tr: 'E-posta veya şifre hatalı.',
    en: 'E-mail or password is incorrect.',
  },
  /** A name that must be unique (package, badge) is already taken. */
  nameTaken: {
    code: 4005,
    status: 409,
    tr: 'Bu ad daha önce kullanılmış.',
    en: 'This name has been used before.',
  },
  /** Another account already uses this e-mail address. */
  emailTaken: {
    code: 4006,
    status: 409,
    tr: 'Bu e-posta adresi daha önce kullanılmış.',
    en: 'This e-mail address is already in use.',
  },
  /** A record is already identified by this name (for example a package code). */
  alreadyIdentifiedWithName: {
    code: 4009,
    status: 409,
    tr: 'Bu adla tanımlanmış bir kayıt zaten var.',
    en: 'A record is already identified with this name.',
  },
  /** The account's e-mail address has not been verified yet, so it cannot sign in. */
  emailNotVerified: {
    code: 4010,
    status: 403,
    tr: 'E-posta adresiniz henüz doğrulanmadı. Lütfen size gönderilen doğrulama bağlantısını kullanın.',
    en: 'Your e-mail address is not verified yet. Please use the verification link we sent you.',
  },
  /** An uploaded file has no content. */
  fileEmpty: { code: 4012, status: 400, tr: 'Dosya boş olamaz.', en: 'The file cannot be empty.' },
  /** Coach request refused: the proof of education is still waiting for review. */
  fileAwaitingApproval: {
    code: 4013,
    status: 409,
    tr: 'Eğitim belgeniz onay bekliyor.',
    en: 'Your proof of education is awaiting approval.',
  },
  /** Coach request refused: no proof of education was uploaded. */
  proofOfEducationRequired: {
    code: 4014,
    status: 409,
    tr: 'Koçluk yapabilmek için eğitim belgenizi yükleyin.',
    en: 'Upload your proof of education to coach.',
  },
  /** Coach request refused: the score is zero or negative. */
  scoreMustBePositive: {
    code: 4015,
    status: 409,
    tr: 'Koçluk yapabilmek için puanınızın 0’dan büyük olması gerekir.',
    en: 'Your score must be above 0 to coach.',
  },
  /** Coach request refused: the member never asked to be coached. */
  coacheeRequestRequired: {
    code: 4016,
    status: 409,
    tr: 'Koç talebinde bulunmadan önce en az bir danışan talebinde bulunmalısınız.',
    en: 'You need at least one coachee request before a coach request.',
  },
  /** Coach request refused: open coach projects and requests reached `maxCoachProjects` ({limit}). */
  maxCoachProjectsReached: {
    code: 4017,
    status: 409,
    tr: 'Koç olarak en fazla {limit} projede yer alabilirsiniz; bu sınıra ulaştınız.',
    en: 'You have reached the maximum of {limit} projects as coach.',
  },
  /** Another account already uses this identity number. */
  identityNumberTaken: {
    code: 4018,
    status: 409,
    tr: 'Bu kimlik numarası daha önce kullanılmış.',
    en: 'This identity number is already in use.',
  },
  /** A token (verification, password reset, payment) was required but none was given. */
  tokenEmpty: { code: 4020, status: 400, tr: 'Token boş olamaz.', en: 'The token cannot be empty.' },
  /** Registration refused: the e-mail address or the identity number is already in use. */
  emailOrIdentityNumberTaken: {
    code: 4022,
    status: 409,
    tr: 'Bu e-posta adresi veya kimlik numarası daha önce kullanılmış.',
    en: 'This e-mail address or identity number is already in use.',
  },
  /** The coach tried to close a project earlier than `closingRequestMinDays` ({days}) after its start. */
  closingRequestTooEarly: {
    code: 4023,
    status: 409,
    tr: 'Kapanış talebi, proje başladıktan en erken {days} gün sonra gönderilebilir.',
    en: 'A closing request can only be sent {days} days after the project started.',
  },
  /** The coach already sent a closing request for this project. */
  closingRequestAlreadySent: {
    code: 4024,
    status: 409,
    tr: 'Bu proje için zaten bir kapanış talebi gönderildi.',
    en: 'A closing request has already been sent for this project.',
  },
  /** Coach request refused: the member's package is coachee level only. */
  coachLevelPackageRequired: {
    code: 4025,
    status: 409,
    tr: 'Şu anda danışan üyeliğiniz var; koçluk yapabilmek için koç seviyesinde bir üyelik paketi satın alın.',
    en: 'You currently have a coachee membership; buy a coach-level membership package to coach.',
  },
  /** Coach request refused: the proof of education was rejected. */
  filesRejected: {
    code: 4026,
    status: 409,
    tr: 'Eğitim belgeniz reddedildi; lütfen yeni bir belge yükleyin.',
    en: 'Your proof of education was rejected; please upload a new file.',
  },
  /** Coach request refused: the score is below `minScoreToCoach` ({points}). */
  minScoreToCoach: {
    code: 4027,
    status: 409,
    tr: 'Koçluk yapabilmek için en az {points} puanınız olmalıdır.',
    en: 'You need at least {points} points to coach.',
  },
  /** Coachee request refused: open coachee projects and requests reached `maxCoacheeProjects` ({limit}). */
  maxCoacheeProjectsReached: {
    code: 4028,
    status: 409,
    tr: 'Danışan olarak en fazla {limit} projede yer alabilirsiniz; bu sınıra ulaştınız.',
    en: 'You have reached the maximum of {limit} projects as coachee.',
  },
  /** The membership's end date has passed; the member keeps the data and may renew. */
  membershipExpired: {
    code: 4029,
    status: 403,
    tr: 'Üyeliğinizin süresi doldu; lütfen üyeliğinizi yenileyin.',
    en: 'Your membership has expired; please renew it.',
  },
  /** Five failed sign-ins in a row lock sign-in for 15 minutes; `data.retryAfterSeconds` says how long. */
  tooManySignInAttempts: {
    code: 4030,
    status: 429,
    tr: 'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    en: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  },
  /** An administrator made the account passive; it cannot sign in. */
  accountPassive: {
    code: 4031,
    status: 403,
    tr: 'Hesabınız pasif durumda. Lütfen yöneticiyle iletişime geçin.',
    en: 'Your account is passive. Please contact an administrator.',
  },
  /** An administrator locked the account; it cannot sign in. */
  accountLocked: {
    code: 4032,
    status: 403,
    tr: 'Hesabınız kilitlendi. Lütfen yöneticiyle iletişime geçin.',
    en: 'Your account is locked. Please contact an administrator.',
  },
  /** Signed in, but the role lacks the permission the call needs. */
  forbidden: {
    code: 4033,
    status: 403,
    tr: 'Bu işlem için yetkiniz yok.',
    en: 'You are not allowed to do this.',
  },
  /** The request did not pass validation; `data.fields` maps each field path to its message. */
  validationFailed: {
    code: 4034,
    status: 400,
    tr: 'Gönderilen bilgiler geçerli değil. Lütfen işaretli alanları düzeltin.',
    en: 'Some of the information sent is not valid. Please correct the marked fields.',
  },
  /** No API call exists at this path and method. */
  apiPathNotFound: {
    code: 4035,
    status: 404,
    tr: 'İstenen API yolu bulunamadı.',
    en: 'The requested API path was not found.',
  },
  /** Coachee request refused: the member already has an open coachee request. */
  openCoacheeRequestExists: {
    code: 4036,
    status: 409,
    tr: 'Zaten açık bir danışan talebiniz var.',
    en: 'You already have an open coachee request.',
  },
  /** Coach request refused: the member already has an open coach request. */
  openCoachRequestExists: {
    code: 4037,
    status: 409,
    tr: 'Zaten açık bir koç talebiniz var.',
    en: 'You already have an open coach request.',
  },
  /** The request body is larger than the call accepts ({limitKb} KB for JSON). */
  payloadTooLarge: {
    code: 4038,
    status: 413,
    tr: 'Gönderilen veri çok büyük (en fazla {limitKb} KB).',
    en: 'The request is too large (at most {limitKb} KB).',
  },
  /** The path exists, but not with this HTTP method; the `Allow` header lists the methods it takes. */
  methodNotAllowed: {
    code: 4039,
    status: 405,
    tr: 'Bu API yolu bu yöntemle kullanılamaz.',
    en: 'This API path does not accept this method.',
  },
  /** Too many requests from this address or for this account; `data.retryAfterSeconds` says when to retry. */
  tooManyRequests: {
    code: 4040,
    status: 429,
    tr: 'Çok fazla istek gönderildi. Lütfen {retryAfterSeconds} saniye sonra tekrar deneyin.',
    en: 'Too many requests. Please try again in {retryAfterSeconds} seconds.',
  },
  /** The server is busy with too much expensive work (password checks); `data.retryAfterSeconds` says when to retry. */
  serverBusy: {
    code: 4041,
    status: 503,
    tr: 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
    en: 'The server is very busy right now. Please try again in a few seconds.',
  },
  /** A link sent by mail (set or reset a password) is unknown, already used, or expired. */
  linkInvalid: {
    code: 4042,
    status: 400,
    tr: 'Bu bağlantı geçersiz, daha önce kullanılmış ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    en: 'This link is not valid, has already been used or has expired. Please ask for a new one.',
  },
  /** An upload's content (magic bytes, not its name) is not one of the kinds the call takes ({allowed}). */
  fileTypeNotAllowed: {
    code: 4043,
    status: 415,
    tr: 'Bu dosya türü kabul edilmiyor. Kabul edilen türler: {allowed}.',
    en: 'This file type is not accepted. Accepted types: {allowed}.',
  },
  /** Badge score ranges would overlap or leave a gap; `data` names the badges concerned. */
  badgeRangesInvalid: {
    code: 4044,
    status: 409,
    tr: 'Rozetlerin puan aralıkları çakışmamalı ve aralarında boşluk kalmamalıdır.',
    en: 'Badge score ranges must not overlap or leave gaps.',
  },
  /** An Excel import had rows with errors, so nothing was written; `data.rows` lists each row's errors. */
  importRowsInvalid: {
    code: 4045,
    status: 400,
    tr: 'Dosyada hatalı satırlar var (hatalı satır sayısı: {errorCount}); hiçbir kayıt eklenmedi. Hataları düzeltip yeniden yükleyin.',
    en: 'The file has rows with errors (rows with errors: {errorCount}); nothing was imported. Correct them and upload again.',
  },
  /** An administrator tried to make their own account passive, lock it, demote it or delete it. */
  cannotChangeOwnAccess: {
    code: 4046,
    status: 409,
    tr: 'Kendi hesabınızı pasif yapamaz, kilitleyemez, rolünü değiştiremez ya da silemezsiniz.',
    en: 'You cannot make your own account passive, lock it, change its role or delete it.',
  },
  /** A proof of education was already approved or rejected; it cannot be reviewed again. */
  proofAlreadyReviewed: {
    code: 4047,
    status: 409,
    tr: 'Bu eğitim belgesi daha önce incelendi.',
    en: 'This proof of education has already been reviewed.',
  },
  /** An uploaded picture could not be read as an image. */
  imageUnreadable: {
    code: 4048,
    status: 400,
    tr: 'Resim okunamadı. Lütfen PNG, JPEG veya WebP biçiminde bir fotoğraf yükleyin.',
    en: 'The picture could not be read. Please upload a PNG, JPEG or WebP photo.',
  },
  /** An uploaded file is not a readable Excel workbook, or lacks the expected columns ({missing}). */
  spreadsheetUnreadable: {
    code: 4049,
    status: 400,
    tr: 'Dosya okunabilir bir Excel çalışma kitabı değil ya da beklenen sütunlar eksik.',
    en: 'The file is not a readable Excel workbook, or the expected columns are missing.',
  },
  /** A project already closed (completed, ended or aborted): the first closing action won; `data.state` says how. */
  projectNotOpen: {
    code: 4050,
    status: 409,
    tr: 'Bu proje artık açık değil; daha önce kapatıldı.',
    en: 'This project is no longer open; it has already been closed.',
  },
  /** Only the project's coachee completes it and confirms a closing request. */
  onlyCoachee: {
    code: 4051,
    status: 403,
    tr: 'Bu işlemi yalnızca projenin danışanı yapabilir.',
    en: 'Only the project’s coachee can do this.',
  },
  /** A request was already matched or cancelled. */
  requestNotOpen: {
    code: 4052,
    status: 409,
    tr: 'Bu talep artık açık değil.',
    en: 'This request is no longer open.',
  },
  /** The confirmation window of a closing request has passed ({confirmBy}); the system completed the project. */
  confirmationWindowClosed: {
    code: 4053,
    status: 409,
    tr: 'Kapanış talebini onaylama süresi doldu.',
    en: 'The time to confirm this closing request has passed.',
  },
  /** Another matching run is going on (on this or another server); try again when it has finished. */
  matchingRunning: {
    code: 4054,
    status: 409,
    tr: 'Şu anda bir eşleştirme çalışıyor. Lütfen biraz sonra tekrar deneyin.',
    en: 'A matching run is in progress. Please try again shortly.',
  },
  /** Manual matching: the two requests belong to the same member. */
  matchSamePerson: {
    code: 4055,
    status: 409,
    tr: 'Bir üye kendisiyle eşleştirilemez.',
    en: 'A member cannot be paired with themself.',
  },
  /** Manual matching: the two requests share no coaching language. */
  matchNoSharedLanguage: {
    code: 4056,
    status: 409,
    tr: 'Bu iki talebin ortak bir koçluk dili yok.',
    en: 'These two requests share no coaching language.',
  },
  /** Manual matching: they were partners in either one's most recent project; an override needs a reason. */
  matchConsecutivePartners: {
    code: 4057,
    status: 409,
    tr: 'Bu iki üye birinin son projesinde birlikteydi; yine de eşleştirmek için bir gerekçe yazın.',
    en: 'These two members were partners in one’s most recent project; give a reason to pair them anyway.',
  },
  /** The session count is above the `maxSessionsPerProject` setting ({maximum}). */
  tooManySessions: {
    code: 4058,
    status: 400,
    tr: 'Seans sayısı en fazla {maximum} olabilir.',
    en: 'The session count can be at most {maximum}.',
  },
  /** Manual matching: the request's member is not eligible any more; `data.reason` names the rule. */
  matchIneligible: {
    code: 4059,
    status: 409,
    tr: 'Bu talebin sahibi şu anda eşleştirmeye uygun değil: {rule}',
    en: 'The member of this request is not eligible for matching now: {rule}',
  },
  /** A job asked to run now is running already (on this or another server). */
  jobRunning: {
    code: 4061,
    status: 409,
    tr: 'Bu iş şu anda çalışıyor. Bittiğinde tekrar deneyin.',
    en: 'This job is running right now. Try again when it has finished.',
  },
  /** Only the project's coach sends a closing request. */
  onlyCoach: {
    code: 4060,
    status: 403,
    tr: 'Bu işlemi yalnızca projenin koçu yapabilir.',
    en: 'Only the project’s coach can do this.',
  },
  /** A package an administrator took off sale cannot be bought or granted any more. */
  packageNotForSale: {
    code: 4062,
    status: 409,
    tr: 'Bu paket artık satışta değil. Lütfen başka bir paket seçin.',
    en: 'This package is no longer for sale. Please choose another one.',
  },
  /** Only a failed or refused checkout can be tried again; a paid or pending one cannot. */
  paymentNotRetryable: {
    code: 4063,
    status: 409,
    tr: 'Bu ödeme yeniden denenemez: ödeme tamamlanmış ya da hâlâ sürüyor.',
    en: 'This payment cannot be tried again: it has been paid or is still in progress.',
  },
  /** The payment provider did not answer, or answered something we could not trust; nothing was charged here. */
  paymentProviderUnavailable: {
    code: 4064,
    status: 503,
    tr: 'Ödeme hizmetine şu anda ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
    en: 'The payment service cannot be reached right now. Please try again in a few minutes.',
  },
  /** Memberships are for members and guests, not for administrators' or salesmen's accounts. */
  membershipNotForStaff: {
    code: 4065,
    status: 409,
    tr: 'Üyelik yalnızca üye ve misafir hesaplarına tanımlanabilir.',
    en: 'A membership can only be given to member and guest accounts.',
  },
  /** A closing count above the confirmed hours of the session log needs `confirmAboveLog: true`. */
  sessionCountAboveLog: {
    code: 4066,
    status: 409,
    tr: 'Seans günlüğünde onaylanmış {loggedHours} saat var. {sessionCount} saatle kapatmak istediğinizi onaylayın.',
    en: 'The session log holds {loggedHours} confirmed hours. Confirm that you want to close with {sessionCount}.',
  },
  /** The sessions logged (not disputed) would exceed the `maxSessionsPerProject` setting ({maximum} hours). */
  sessionLogFull: {
    code: 4067,
    status: 409,
    tr: 'Bir projede en fazla {maximum} saat seans kaydedilebilir.',
    en: 'A project can log at most {maximum} hours of sessions.',
  },
  /** The session was confirmed or disputed already (by the partner, maybe in another tab). */
  sessionAlreadyDecided: {
    code: 4068,
    status: 409,
    tr: 'Bu seans zaten onaylanmış ya da itiraz edilmiş. Güncel hâlini görmek için sayfayı yenileyin.',
    en: 'This session has already been confirmed or disputed. Reload the page to see it as it is now.',
  },
  /** A confirmed session stays in the log: both partners agreed on it. */
  sessionConfirmedStays: {
    code: 4069,
    status: 409,
    tr: 'Onaylanmış bir seans silinemez; iki taraf da üzerinde anlaştı.',
    en: 'A confirmed session cannot be removed: both partners agreed on it.',
  },
  /** Only the partner of the one who logged a session confirms or disputes it. */
  onlySessionPartner: {
    code: 4070,
    status: 403,
    tr: 'Kendi kaydettiğiniz seansı onaylayamaz ya da itiraz edemezsiniz; bunu ortağınız yapar.',
    en: 'You cannot confirm or dispute a session you logged yourself: your partner does.',
  },
  /** Only the one who logged a session removes it. */
  onlySessionRecorder: {
    code: 4071,
    status: 403,
    tr: 'Bir seansı yalnızca onu kaydeden kişi silebilir.',
    en: 'Only the person who logged a session can remove it.',
  },
  /** The provider is not configured on this server (no client ID and secret), or not known. */
  identityProviderNotEnabled: {
    code: 4072,
    status: 404,
    tr: 'Bu hizmetle giriş bu sitede kullanılamıyor.',
    en: 'Signing in with this service is not available on this site.',
  },
  /**
   * The sign-in with a provider cannot go on: its `state` is unknown, expired, already used or from
   * another browser, or the ticket of its outcome was used already. Starting again fixes it.
   */
  identityFlowExpired: {
    code: 4073,
    status: 400,
    tr: 'Bu giriş denemesinin süresi doldu ya da zaten kullanıldı. Lütfen yeniden başlayın.',
    en: 'This sign-in attempt has expired or was already used. Please start again.',
  },
  /** The provider did not confirm the sign-in: it was cancelled, or the code or ID token did not check out. */
  identityProviderRefused: {
    code: 4074,
    status: 400,
    tr: '{provider} girişi onaylamadı. Lütfen yeniden deneyin.',
    en: '{provider} did not confirm the sign-in. Please try again.',
  },
  /** The provider could not be reached, or answered something we could not read. */
  identityProviderUnavailable: {
    code: 4075,
    status: 503,
    tr: '{provider} hizmetine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin ya da şifrenizle girin.',
    en: '{provider} cannot be reached right now. Please try again later, or sign in with your password.',
  },
  /**
   * An identity not linked yet comes without an e-mail the provider verified: it can neither be
   * linked to an account by its address nor start a registration.
   */
  providerEmailNotVerified: {
    code: 4076,
    status: 403,
    tr: '{provider} hesabınızın e-posta adresi doğrulanmamış. Adresi orada doğrulayın ya da şifrenizle giriş yapın.',
    en: 'The e-mail address of your {provider} account is not verified. Verify it there, or sign in with your password.',
  },
  /** A provider account links to one account here only. */
  identityLinkedElsewhere: {
    code: 4077,
    status: 409,
    tr: 'Bu {provider} hesabı başka bir hesaba bağlı.',
    en: 'This {provider} account is already linked to another account.',
  },
  /** One account of each provider per account: the one linked is unlinked first. */
  providerAlreadyLinked: {
    code: 4078,
    status: 409,
    tr: 'Hesabınıza zaten bir {provider} hesabı bağlı. Başka birini bağlamak için önce onun bağlantısını kaldırın.',
    en: 'A {provider} account is already linked to yours. Unlink it first to link another one.',
  },
  /** Unlinking would leave the account with no way in: no password and no other provider. */
  lastSignInMethod: {
    code: 4079,
    status: 409,
    tr: 'Bu, hesabınıza girmenin tek yolu. Bağlantıyı kaldırmadan önce bir şifre belirleyin ya da başka bir hizmet bağlayın.',
    en: 'This is your only way to sign in. Set a password or link another service before you unlink it.',
  },
  /**
   * `PUT accounts` sent an identity or passport number other than the one stored. Both are fixed at
   * registration; an administrator corrects a typo with `accounts/correctidentity` (ADR 0032).
   */
  identityNumberFixed: {
    code: 4089,
    status: 409,
    tr: 'Kimlik ve pasaport numarası kayıttan sonra değiştirilemez. Bir yazım hatası “Kimlik numarasını düzelt” ile, bir gerekçeyle düzeltilir.',
    en: 'The identity and passport numbers cannot be changed after registration. A typo is fixed with “Correct identity number”, giving a reason.',
  },
  /** Passport numbers are unique, compared upper-case without spaces. */
  passportTaken: {
    code: 4090,
    status: 409,
    tr: 'Bu pasaport numarası başka bir hesapta kayıtlı.',
    en: 'This passport number is already in use.',
  },
  /** A correction of the identity document that leaves it as it is. */
  identityCorrectionUnchanged: {
    code: 4091,
    status: 409,
    tr: 'Girilen numara hesapta zaten kayıtlı olanla aynı; düzeltilecek bir şey yok.',
    en: 'The number given is the one the account already has; there is nothing to correct.',
  },
  /** Asking to delete one's own account: the password given is not the account's (nothing is mailed). */
  deletionPasswordWrong: {
    code: 4083,
    status: 400,
    tr: 'Şifre hatalı. Hesabınız silinmedi.',
    en: 'The password is not right. Your account was not deleted.',
  },
  /** The account-deletion link of the mail is unknown, already used, or expired (it works for an hour). */
  deletionLinkInvalid: {
    code: 4084,
    status: 400,
    tr: 'Bu silme bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Hesabınız silinmedi; Ayarlar sayfasından yeni bir bağlantı isteyebilirsiniz.',
    en: 'This deletion link is not valid, has already been used or has expired. Your account was not deleted; you can ask for a new link on the settings page.',
  },
  /** Administrators and salesmen do not delete their own account: another administrator does. */
  staffCannotDeleteOwnAccount: {
    code: 4085,
    status: 403,
    tr: 'Yönetici ve satış hesapları kendi kendini silemez. Lütfen başka bir yöneticiden isteyin.',
    en: 'Administrator and sales accounts cannot delete themselves. Please ask another administrator.',
  },
  /** A proof whose content says PNG or JPEG does not decode as a picture, so it cannot be cleaned. */
  proofImageUnreadable: {
    code: 4092,
    status: 400,
    tr: 'Belgedeki resim okunamadı. Lütfen belgeyi yeniden PDF, PNG ya da JPEG olarak yükleyin.',
    en: 'The picture in the proof could not be read. Please upload it again as a PDF, PNG or JPEG file.',
  },
  /** Manual matching: the two members already share an open project, in either role (no override). */
  pairAlreadyInOpenProject: {
    code: 4095,
    status: 409,
    tr: 'Bu iki üyenin zaten açık bir ortak projesi var; aynı iki kişi aynı anda iki projede olamaz.',
    en: 'These two members already share an open project; the same two people cannot have two projects at once.',
  },
  /**
   * Reading an uploaded workbook was stopped: it took longer or more memory than one file may
   * (`data.reason`: time or memory). A crafted file does this; a real one seldom (ADR 0017).
   */
  spreadsheetTooDemanding: {
    code: 4096,
    status: 400,
    tr: 'Dosya sunucunun sınırları içinde okunamadı: okunması çok uzun sürdü ya da çok fazla bellek gerektirdi. Dosyayı Excel’de yeni bir .xlsx dosyası olarak (yorumlar ve biçimlendirme olmadan) kaydedin ya da daha küçük dosyalara bölün, sonra yeniden yükleyin.',
    en: 'The file could not be read within the server’s limits: reading it took too long or needed too much memory. Save it in Excel as a new .xlsx file (without comments or formatting) or split it into smaller files, then upload it again.',
  },
  /**
   * An uploaded picture has more pixels than the server decodes ({maxMegapixels} million), by its
   * own header: refused before it is decoded (avatars and proofs alike).
   */
  imageTooLarge: {
    code: 4097,
    status: 400,
    tr: 'Resim çok büyük: {width} × {height} piksel. En fazla {maxMegapixels} megapiksel kabul edilir; lütfen resmi daha düşük bir çözünürlükte kaydedip yeniden yükleyin.',
    en: 'The picture is too large: {width} × {height} pixels. At most {maxMegapixels} megapixels are accepted; please save it at a lower resolution and upload it again.',
  },
  /**
   * The database cannot be reached (refused, reset or timed out connections; a server shutting down
   * or starting up). 503 with Retry-After `data.retryAfterSeconds`; the server recovers by itself.
   */
  databaseUnavailable: {
    code: 4098,
    status: 503,
    tr: 'Hizmete şu anda ulaşılamıyor: veritabanına bağlanılamadı. Lütfen {retryAfterSeconds} saniye sonra tekrar deneyin.',
    en: 'The service is unavailable for a moment: its database cannot be reached. Please try again in {retryAfterSeconds} seconds.',
  },
  /**
   * A mail to a group would reach nobody: the filter or selection finds no account ({matching}),
   * or all of them turned programme news off ({optedOut}).
   */
  groupMailNoRecipients: {
    code: 4099,
    status: 409,
    tr: 'Bu e-posta kimseye gitmez: seçilen grupta {matching} hesap var ve {optedOut} tanesi program duyurularını kapatmış. Lütfen başka bir grup seçin.',
    en: 'This mail would reach nobody: the chosen group has {matching} accounts and {optedOut} of them turned programme news off. Please choose another group.',
  },
  /**
   * An export as .xlsx of more rows ({rows}) than one sheet holds ({maximum}): a narrower filter,
   * or a .csv, which has no such limit.
   */
  exportTooLargeForWorkbook: {
    code: 4100,
    status: 409,
    tr: 'Bu dışa aktarma {rows} satır tutuyor; bir Excel sayfası en fazla {maximum} satır alır. Lütfen filtreyi daraltın ya da .csv seçin.',
    en: 'This export holds {rows} rows; an Excel sheet takes at most {maximum}. Please narrow the filter or choose .csv.',
  },
  /** The coachee rated this session (or the project's end) already: a rating is given once (ADR 0058). */
  competencyAlreadyRated: {
    code: 4101,
    status: 409,
    tr: 'Bu seans için değerlendirmenizi zaten verdiniz.',
    en: 'You have already given your rating for this.',
  },
  /** Only a confirmed session, or a project that was completed, is rated (ADR 0058). */
  competencyRatingNotOpen: {
    code: 4102,
    status: 409,
    tr: 'Yalnızca onaylanmış bir seans ya da tamamlanmış bir proje değerlendirilebilir.',
    en: 'Only a confirmed session or a completed project can be rated.',
  },
  /** The proposal of session times was answered or replaced already (maybe in another tab). */
  proposalNotOpen: {
    code: 4103,
    status: 409,
    tr: 'Bu öneri artık açık değil: yanıtlanmış ya da yerine yenisi gelmiş. Güncel hâlini görmek için sayfayı yenileyin.',
    en: 'This proposal is no longer open: it was answered or replaced. Reload the page to see it as it is now.',
  },
  /** Only the partner of the one who proposed session times answers the proposal. */
  onlyProposalPartner: {
    code: 4104,
    status: 403,
    tr: 'Kendi önerinizi yanıtlayamazsınız; bunu ortağınız yapar.',
    en: 'You cannot answer your own proposal: your partner does.',
  },
  /** A published coaching log whose author withdrew it (ADR 0054): 410, the address stays dead. */
  coachingLogWithdrawn: {
    code: 4105,
    status: 410,
    tr: 'Bu koçluk günlüğü yazarı tarafından geri çekildi.',
    en: 'This coaching log was withdrawn by its author.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueKey = keyof typeof catalogue;
export type CatalogueCode = (typeof catalogue)[CatalogueKey]['code'];
/** The HTTP status of a catalogue key, as a literal type where the key is known. */
export type StatusOfKey<Key extends CatalogueKey> = (typeof catalogue)[Key]['status'];
