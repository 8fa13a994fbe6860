/** The product's name: in the app header and at the end of every page title. */
export const PRODUCT_NAME = 'Invoicing';
