// `@coach/kit/widgets`: the interactive parts built on react-aria — dialogs, the accordion and the
// file field with drag and drop (its pages show it in a dialog or beside one). A shared entry of its
// own, apart from `@coach/kit`, so that a page without them does not download react-aria
// (ADR 0026); a row's action menu is `@coach/kit/menus` and tabs are `@coach/kit/tabs` (issue 30).
// The host provides it; every remote uses the host's copy, so react-aria's contexts (focus,
// overlays) have one copy on a page.

export { Accordion, type AccordionItem } from '../ui/accordion.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from '../ui/confirm-dialog.tsx';
export { Dialog, type DialogProps, type DialogSize } from '../ui/dialog.tsx';
export { FileField, type FileFieldProps } from '../ui/file-field.tsx';
export { FormDialogFooter, type FormDialogFooterProps } from '../ui/form-dialog-footer.tsx';
