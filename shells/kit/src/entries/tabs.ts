// `@coach/kit/tabs`: panels of one page behind tabs (react-aria's tabs); sub-pages as tabs with
// their own addresses are links (`LinkTabs`, in `@coach/kit/area`). A shared entry of its own, so that a page with tabs (settings, the accounts'
// administration) does not download every dialog of `@coach/kit/widgets` with them (issue 30). The
// host provides it, like the kit's other entries.

export { type TabItem, Tabs } from '../ui/tabs.tsx';
