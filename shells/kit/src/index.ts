export { AppRoot } from './app/app-root.tsx';
// The shared front-end package. Federated as a singleton: the host and every remote use one copy,
// so the atoms, the i18n instance and the QueryClient below are the same everywhere on a page.

export { ApiError, apiCodes, isApiError } from './api/api-error.ts';
export { api, apiFetch, apiHeaders } from './api/client.ts';
export { downloadFile, type FetchedFile, fetchFileBlob, fileNameOf, saveBlob } from './api/download.ts';
export { type Envelope, readEnvelope } from './api/envelope.ts';
export { photoUrl } from './api/photo-url.ts';
export { type SuccessData, unwrap } from './api/unwrap.ts';
export { type UploadOptions, type UploadProgress, uploadFile } from './api/upload.ts';
export {
  type AccessDecision,
  type AccessUser,
  type Area,
  afterSignInPath,
  areaOfPath,
  canOpen,
  dashboardPath,
  decideAccess,
  loginPath,
  safeReturnTo,
} from './auth/access.ts';
export {
  authKeys,
  type CurrentUser,
  currentUserQuery,
  fetchCurrentUser,
  useCurrentUser,
} from './auth/current-user.ts';
export { roleLabels } from './auth/role-labels.ts';
export {
  endLocalSession,
  isSigningOut,
  type SignInInput,
  signIn,
  signOut,
  startSession,
  useSignIn,
  useSignOut,
} from './auth/session.ts';
export { tokenAtom, tokenStorageKey } from './auth/token.ts';
export {
  defaultRuntimeConfig,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  remoteNames,
  runtimeConfig,
} from './config/runtime-config.ts';
export { applyServerErrors } from './forms/apply-server-errors.ts';
export type { FieldBinding, FieldTexts } from './forms/field-binding.ts';
export { FormCheckbox, FormCheckboxGroup, FormSwitch } from './forms/form-choices.tsx';
export { FormDayField, type FormDayFieldProps } from './forms/form-day-field.tsx';
export { FormActions, FormError, FormGrid } from './forms/form-layout.tsx';
export { type FieldOption, FormComboBox, FormSelect } from './forms/form-select.tsx';
export { FormTextArea, FormTextField } from './forms/form-text-field.tsx';
export { type UseZodFormOptions, useZodForm, type ZodForm } from './forms/use-zod-form.ts';
export { zodKeyResolver } from './forms/zod-key-resolver.ts';
export { activateLang, type Catalogues, i18n, mergeCatalogues } from './i18n/i18n.ts';
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
export { AppShell } from './layout/app-shell/app-shell.tsx';
export { drawerOpenAtom, sidebarMiniAtom, sidebarOpenAtom } from './layout/app-shell/sidebar-state.ts';
export { LanguageSwitch } from './layout/controls/language-switch.tsx';
export { SignOutButton } from './layout/controls/sign-out-button.tsx';
export { ThemeToggle } from './layout/controls/theme-toggle.tsx';
export { PublicLayout } from './layout/public/public-layout.tsx';
export { useFocusOnNavigation } from './layout/use-focus-on-navigation.ts';
export { readCookie, writeCookie } from './lib/cookies.ts';
export { formatDate, formatDateTime, formatNumber } from './lib/format.ts';
export { useErrorPageOnFailure } from './lib/use-error-page-on-failure.ts';
export { type ListParams, type ListParamsOptions, useListParams } from './lib/use-list-params.ts';
export { queryClient } from './query/query-client.ts';
export { navForRoutes, navForUser } from './remote/nav-for-routes.ts';
export { defineRemote, type NavItem, type RemoteModule, type RouteHandle } from './remote/types.ts';
export { store } from './state/store.ts';
export { applyAccent, isAccentName } from './theme/accent.ts';
export { vars } from './theme/contract.css.ts';
export { type AccentName, accentNames, layout, type Mode } from './theme/palettes.ts';
export { saveTheme, type ThemeChoice } from './theme/save-theme.ts';
export { applyThemeMode, themeChoiceAtom, useThemeMode } from './theme/theme-mode.ts';
export { Accordion, type AccordionItem } from './ui/accordion.tsx';
export { ActionMenu, type ActionMenuItem } from './ui/action-menu.tsx';
export { Avatar, initialsOf } from './ui/avatar.tsx';
export { Breadcrumbs, type Crumb, crumbsOf } from './ui/breadcrumbs.tsx';
export { Button, ButtonLink, type ButtonProps } from './ui/button.tsx';
export { Card } from './ui/card.tsx';
export { BarChart, DoughnutChart, LineChart } from './ui/charts/charts.tsx';
export type { ChartProps, ChartSeries, LineChartProps } from './ui/charts/theme-chart.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog.tsx';
export { DataTable, dataTableCell, type TableDensity } from './ui/data-table.tsx';
export { Dialog, type DialogProps, type DialogSize } from './ui/dialog.tsx';
export { EmptyState } from './ui/empty-state.tsx';
export { ErrorView } from './ui/error-view.tsx';
export { checkFile, formatBytes } from './ui/file-check.ts';
export { FileField, type FileFieldProps } from './ui/file-field.tsx';
export { useCities, useCountries, useStates } from './ui/location-queries.ts';
export { PageContainer } from './ui/page-container.tsx';
export { PageTitle } from './ui/page-title.tsx';
export { Pager, type PagerProps } from './ui/pager.tsx';
export { Pill, type PillTone } from './ui/pill.tsx';
export { PlaceFields, type PlaceForm, type PlaceValues } from './ui/place-fields.tsx';
export { ProgressBar } from './ui/progress-bar.tsx';
export { RadioChoice, type RadioOption } from './ui/radio-choice.tsx';
export { SearchField } from './ui/search-field.tsx';
export {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  type ServerTableProps,
  serverColumnHelper,
  serverTableFeatures,
} from './ui/server-table.tsx';
export { mainContentId, SkipLink } from './ui/skip-link.tsx';
export { LoadingBlock, Spinner } from './ui/spinner.tsx';
export { Stat, StatGrid } from './ui/stat.tsx';
export { Stepper, type StepperStep } from './ui/stepper.tsx';
export { type LinkTab, LinkTabs, type TabItem, Tabs } from './ui/tabs.tsx';
export { TextField } from './ui/text-field.tsx';
export { dismissToast, showToast, type ToastKind, toast } from './ui/toasts/toast-store.ts';
export { Toaster } from './ui/toasts/toaster.tsx';
export { TopLoadingBar } from './ui/top-loading-bar.tsx';
export { VisuallyHidden } from './ui/visually-hidden.tsx';
