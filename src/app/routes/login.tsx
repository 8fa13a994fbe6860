export { LoginPage as Component } from '@/features/account/login-page';
