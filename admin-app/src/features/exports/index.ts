// What the list pages place in their toolbars (through the app layer: no cross-feature imports).
export { startExportOf } from './api/exports.ts';
export { ExportControl } from './components/export-control.tsx';
