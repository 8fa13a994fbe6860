export { GstReturnPage as Component } from '@/features/billing/books/gst-return/gst-return-page';
