// What the accounts page places in its toolbar (through the app layer: no cross-feature imports).
export { AccountsExcelActions } from './components/accounts-excel-actions.tsx';
