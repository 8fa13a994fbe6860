export { GstReturnPage as Component } from '@/features/invoices/gst-return/gst-return-page';
