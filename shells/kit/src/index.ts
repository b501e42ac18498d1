// The shared front-end package. Federated as a singleton: the host and every remote use one copy,
// so the atoms, the i18n instance and the router below are the same everywhere on a page. What
// only some pages need lives in entries of its own, shared the same way (ADR 0026):
// `@coach/kit/query` (the API client, TanStack Query, the session: no import of it here),
// `@coach/kit/forms` (fields, zod forms), `@coach/kit/widgets` (dialogs: react-aria),
// `@coach/kit/tabs`, `@coach/kit/menus` (a row's action menu), `@coach/kit/tables` (data tables, TanStack Table, the
// search box), `@coach/kit/charts` (the dashboards' charts),
// `@coach/kit/area` (the member and admin areas' frame and parts).

export { ApiError, apiCodes, isApiError } from './api/api-error.ts';
export { photoUrl } from './api/photo-url.ts';
export { AppRoot } from './app/app-root.tsx';
export {
  type AccessDecision,
  type AccessUser,
  type Area,
  afterSignInPath,
  areaDashboardPath,
  areaOfPath,
  canOpen,
  dashboardPath,
  decideAccess,
  type GuardedArea,
  homeAreaOf,
  isDashboardPath,
  loginPath,
  safeReturnTo,
} from './auth/access.ts';
export { type AreaPrefetcher, prefetchArea, setAreaPrefetcher } from './auth/area-prefetch.ts';
export { useCurrentUser } from './auth/current-user.ts';
export { authKeys, type CurrentUser, type CurrentUserState } from './auth/current-user-state.ts';
export { takeSessionEnded } from './auth/session-ended.ts';
export { isSigningOut } from './auth/signing-out.ts';
export { tokenAtom, tokenStorageKey } from './auth/token.ts';
export {
  defaultRuntimeConfig,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  remoteNames,
  runtimeConfig,
} from './config/runtime-config.ts';
export {
  activateLang,
  addCatalogueLoader,
  type CatalogueLoader,
  type Catalogues,
  catalogueByLang,
  i18n,
  loadCatalogues,
  loadLang,
  mergeCatalogues,
  pageTexts,
} from './i18n/i18n.ts';
export {
  defaultLang,
  isLang,
  type Lang,
  langFromPath,
  languages,
  stripLang,
  switchLangPath,
  withLang,
} from './i18n/lang-path.ts';
export { useLang, useLangPath } from './i18n/use-lang.ts';
export { preloadDrawer } from './layout/app-shell/load-drawer.ts';
export { LanguageSwitch } from './layout/controls/language-switch.tsx';
export { SignOutButton } from './layout/controls/sign-out-button.tsx';
export { ThemeToggle } from './layout/controls/theme-toggle.tsx';
export { PublicLayout } from './layout/public/public-layout.tsx';
export { useFocusOnNavigation } from './layout/use-focus-on-navigation.ts';
export { readCookie, writeCookie } from './lib/cookies.ts';
export { formatDate, formatDateTime, formatNumber } from './lib/format.ts';
export { type PageError, pageErrorOf } from './lib/page-error.ts';
export { loadDataLayer } from './query/load-data-layer.ts';
export type { PublicSettings } from './query/public-settings.ts';
export { defineRemote, type NavItem, type RemoteModule, type RouteHandle } from './remote/types.ts';
// The react-router parts the apps use: the kit's copy, one router on a page (router/router.ts).
export * from './router/router.ts';
export { store } from './state/store.ts';
export { applyAccent, isAccentName } from './theme/accent.ts';
export { vars } from './theme/contract.css.ts';
export { type AccentName, accentNames, layout, type Mode } from './theme/palettes.ts';
export { applyThemeMode, themeChoiceAtom, useThemeMode } from './theme/theme-mode.ts';
export { Avatar, initialsOf } from './ui/avatar.tsx';
export { Breadcrumbs, type Crumb, crumbsOf } from './ui/breadcrumbs.tsx';
export { Button, ButtonLink, type ButtonProps } from './ui/button.tsx';
export { Card } from './ui/card.tsx';
export { ErrorView } from './ui/error-view.tsx';
// The icon factory every lucide icon is made with, for the remotes' icons too
// (build/lucide-factory.ts): one copy on a page.
export { createLucideIcon } from './ui/icon-factory.ts';
export { PageContainer } from './ui/page-container.tsx';
export { PageTitle } from './ui/page-title.tsx';
export { Pill, type PillTone } from './ui/pill.tsx';
export { ReloadButton } from './ui/reload-button.tsx';
export {
  LoadingBlock,
  Skeleton,
  SkeletonRegion,
  SkeletonText,
} from './ui/skeleton.tsx';
export { mainContentId, SkipLink } from './ui/skip-link.tsx';
export { Spinner } from './ui/spinner.tsx';
export { dismissToast, showToast, type ToastKind, toast } from './ui/toasts/toast-store.ts';
export { Toaster } from './ui/toasts/toaster.tsx';
export { TopLoadingBar } from './ui/top-loading-bar.tsx';
export { VisuallyHidden } from './ui/visually-hidden.tsx';
