// Both /admin/businesses and /admin/clients: one screen, the path picks the tab.
export { CompanyManagementPage as Component } from '@/features/companies/company-management-page';
