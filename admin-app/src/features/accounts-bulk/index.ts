export { useAccountsBulk } from './components/use-accounts-bulk.tsx';
