import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { viewportGlobals } from '@/testing/story-viewports';
import { CreateInvoicePage } from './create-invoice-page';
import { EditInvoicePage } from './edit-invoice-page';

const meta = {
  title: 'Screens/Create Invoice',
  component: CreateInvoicePage,
  parameters: { session: 'user', route: '/create-invoice', routePattern: '/create-invoice' },
} satisfies Meta<typeof CreateInvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoicing/businesses'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Description, line 1')).toHaveValue('');
  },
};

/** Lines typed in: live totals and the live preview. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Business'), 'Kiwi Home Renovations Ltd');
    await userEvent.type(canvas.getByLabelText('Description, line 1'), 'Kitchen benchtop install');
    await userEvent.type(canvas.getByLabelText('Unit price, line 1'), '2400');
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    await userEvent.type(canvas.getByLabelText('Description, line 2'), 'Electrician call-out');
    await userEvent.type(canvas.getByLabelText('Unit price, line 2'), '120');
    await waitFor(() => expect(canvasElement.querySelector('#editor-total')).toHaveTextContent('$2,898.00'));
  },
};

export const EditDraft: Story = {
  render: () => <EditInvoicePage />,
  parameters: { route: '/invoices/20/edit', routePattern: '/invoices/:id/edit' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Edit draft invoice' })).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByLabelText('Description, line 1')).not.toHaveValue(''));
  },
};

/** Work kept in this browser from before a reload or a forced sign-out, offered back. */
export const UnsavedWorkOffered: Story = {
  loaders: [
    () => {
      localStorage.setItem(
        'invoicing:unsaved-invoice:v1:user:new',
        JSON.stringify({
          savedAt: '2026-11-21T22:15:00.000Z',
          baseVersion: null,
          form: {
            businessId: 1,
            clientId: 1,
            issueDate: '2026-11-22',
            dueDate: '2026-12-06',
            reference: 'PO-778',
            currency: 'NZD',
            pricesIncludeGst: false,
            discountKind: 'NONE',
            discountValue: '',
            notes: '',
            paymentInstructions: 'Please pay into ASB account 12-3045-0678912-00, quoting the invoice number.',
            lines: [{ key: 'a', description: 'Bathroom tiles', quantity: '12.5', unitPrice: '85', tax: 'STANDARD:1500' }],
          },
        }),
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have unsaved changes' })).toBeInTheDocument();
  },
};

export const NoBusiness: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoicing/businesses'), () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You cannot invoice for any business yet')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoicing/businesses'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your businesses could not be loaded.')).toBeInTheDocument();
  },
};

/** A draft at 1280 px: the preview beside the form, staying in view while the form scrolls. */
export const PreviewBesideTheForm: Story = {
  globals: viewportGlobals('laptop'),
  render: () => <EditInvoicePage />,
  parameters: { route: '/invoices/20/edit', routePattern: '/invoices/:id/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Description, line 1')).not.toHaveValue(''));
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByRole('article', { name: 'Preview of the invoice' })).toHaveTextContent('Tax Invoice');
  },
};

/** On a phone the preview follows the form. */
export const OnAPhone: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Description, line 1')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
  },
};
