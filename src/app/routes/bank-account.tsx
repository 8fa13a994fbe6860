export { BankAccountPage as Component } from '@/features/billing/bank-accounts/bank-account-page';
