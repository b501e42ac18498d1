// `@coach/kit/widgets`: the interactive parts built on react-aria — dialogs, menus, tabs, the
// accordion, the progress bar. A shared entry of its own, apart from `@coach/kit`, so that a page
// without them does not download react-aria (ADR 0026). The host provides it; every remote uses
// the host's copy, so react-aria's contexts (focus, overlays) have one copy on a page.

export { Accordion, type AccordionItem } from '../ui/accordion.tsx';
export { ActionMenu, type ActionMenuItem } from '../ui/action-menu.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from '../ui/confirm-dialog.tsx';
export { Dialog, type DialogProps, type DialogSize } from '../ui/dialog.tsx';
export { type LinkTab, LinkTabs, type TabItem, Tabs } from '../ui/tabs.tsx';
