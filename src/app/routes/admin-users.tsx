export { UserManagementPage as Component } from '@/features/users/user-management-page';
