// The words for money dated before the invoice it moves for (a payment, a refund), said alike by the
// forms and the mock backend, so the page and the server's problem details agree.
import { formatDate, type IsoDate } from '@/lib/calendar-date';

export const paidBeforeIssue = (issueDate: IsoDate) =>
  `The payment date cannot be before the invoice's issue date, ${formatDate(issueDate)}.`;

export const refundedBeforeIssue = (issueDate: IsoDate) =>
  `The refund date cannot be before the invoice's issue date, ${formatDate(issueDate)}.`;
