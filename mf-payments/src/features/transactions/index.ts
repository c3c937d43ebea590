// What other features of mf-payments use of the transactions feature.
export { useCompanyInfo } from './api/get-company-info';
export { AppLink } from './app-link';
export { useMethodName } from './payment-format';
