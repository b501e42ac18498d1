// `@coach/kit/menus`: a row's actions behind one button (react-aria's menu). A shared entry of its
// own, so that a list with row actions (accounts, projects, proofs) downloads react-aria's menu and
// popover without every dialog and the tabs of `@coach/kit/widgets`, and a table without actions
// (an account's points, a coaching log) without the menu (issue 30). The host provides it, like the
// kit's other entries.

export { ActionMenu, type ActionMenuItem } from '../ui/action-menu.tsx';
export { PopoverPanel, type PopoverPanelProps } from '../ui/popover-panel.tsx';
