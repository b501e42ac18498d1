/**
 * The browser-safe entry of core (`@coach/core/contracts`): zod schemas, value lists and message
 * catalogues shared by the server and the front ends. Nothing here may import I/O or Node APIs.
 */
export { type Permission, permissions, permissionsOf } from '../accounts/domain/permissions.ts';
export { credentialTargets, progressTowards, recentMonths } from '../coaching/domain/credentials.ts';
export { type CatalogueCode, type CatalogueKey, catalogue } from '../errors/catalogue.ts';
export { isCatalogueCode, translate } from '../errors/translate.ts';
export * from './account-admin.ts';
export * from './account-bulk.ts';
export * from './account-fields.ts';
export * from './account-files.ts';
export * from './account-value-schemas.ts';
export * from './account-values.ts';
export * from './accounts.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './badges.ts';
export * from './coaching.ts';
export * from './common.ts';
export * from './contact.ts';
export * from './dashboards.ts';
export * from './excel.ts';
export * from './exports.ts';
export * from './field-issues.ts';
export * from './fields.ts';
export * from './files.ts';
export * from './identities.ts';
export * from './language.ts';
export * from './ledger.ts';
export * from './location.ts';
export * from './operations.ts';
export * from './orders.ts';
export * from './packages.ts';
export * from './pages.ts';
export * from './password.ts';
export * from './payments.ts';
export * from './person-fields.ts';
export * from './personal-data.ts';
export * from './profiles.ts';
export * from './project-values.ts';
export * from './projects.ts';
export * from './registration.ts';
export * from './session.ts';
export * from './session-values.ts';
export * from './settings.ts';
export * from './validation-messages.ts';
