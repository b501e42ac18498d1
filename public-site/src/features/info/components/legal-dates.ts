/**
 * When the current versions of the legal texts took effect. Change the date with the text: members
 * are told of changes three days before they apply (terms, "Değişiklikler ve bildirimler").
 */
export const legalTextsEffectiveOn = '2026-11-22';
