export { RegisterPage as Component } from '@/features/account/register-page';
