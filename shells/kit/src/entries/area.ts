// `@coach/kit/area`: what only the member and admin areas use — the app shell around their pages,
// their lists' address parameters, the names of roles and badges, stat cards, progress bars, empty
// states, uploads and downloads. A shared entry of its own, apart from `@coach/kit`, so that the
// public pages (every first visit) do not download it (ADR 0026). The host provides it and loads it with its area layout; the remotes use its copy.

export { downloadFile, type FetchedFile, fetchFileBlob, fileNameOf, saveBlob } from '../api/download.ts';
export { type UploadOptions, type UploadProgress, uploadFile } from '../api/upload.ts';
export { mayOpenPage, mayOpenPath, type PageUser } from '../auth/page-access.ts';
export { roleLabels } from '../auth/role-labels.ts';
// Also in `@coach/kit/forms`: a card that shows a failed load says so without downloading the forms.
export { FormError } from '../forms/form-layout.tsx';
export { badgeName, type NamedBadge } from '../i18n/badge-name.ts';
export { AppShell } from '../layout/app-shell/app-shell.tsx';
export { lazyNamed } from '../lib/lazy-named.ts';
export { useErrorPageOnFailure } from '../lib/use-error-page-on-failure.ts';
export { type ListParams, type ListParamsOptions, useListParams } from '../lib/use-list-params.ts';
export { navForRoutes, navForUser } from '../remote/nav-for-routes.ts';
export { SkeletonCard, SkeletonChart, SkeletonStats } from '../ui/area-skeletons.tsx';
export { DialogLoading } from '../ui/dialog-loading.tsx';
export { EmptyState } from '../ui/empty-state.tsx';
export { checkFile, formatBytes } from '../ui/file-check.ts';
export { type LinkTab, LinkTabs } from '../ui/link-tabs.tsx';
export { ProgressBar, type ProgressBarProps } from '../ui/progress-bar.tsx';
export { Stat, StatGrid } from '../ui/stat.tsx';
