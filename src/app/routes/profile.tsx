export { ProfilePage as Component } from '@/features/account/profile-page';
