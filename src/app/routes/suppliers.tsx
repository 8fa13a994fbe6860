export { SuppliersPage as Component } from '@/features/billing/purchases/suppliers-page';
