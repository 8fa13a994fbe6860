export { BankAccountsPage as Component } from '@/features/billing/bank-accounts/bank-accounts-page';
