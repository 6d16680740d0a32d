export { formatNumber } from '@seller/shared/rules/number';
