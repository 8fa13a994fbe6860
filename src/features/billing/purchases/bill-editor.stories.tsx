import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EditBillPage, NewBillPage } from './bill-editor-pages';

const meta = {
  title: 'Screens/Bill editor',
  component: NewBillPage,
  parameters: { session: 'user', route: '/bills/new?business=1', routePattern: '/bills/new' },
} satisfies Meta<typeof NewBillPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new bill of Kiwi Home Renovations: its supplier chosen, a line typed, the totals and the preview live. */
export const NewBill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const supplier = await canvas.findByLabelText('Supplier');
    await expect(canvas.getByRole('heading', { level: 1, name: 'New bill' })).toBeInTheDocument();
    await waitFor(() => expect(supplier).toHaveTextContent('Placemakers Newmarket'));
    await userEvent.selectOptions(supplier, 'Placemakers Newmarket');
    await userEvent.type(canvas.getByLabelText('Description, line 1'), 'Decking screws');
    await userEvent.type(canvas.getByLabelText('Unit price, line 1'), '100');
    const preview = canvas.getByRole('article', { name: 'Preview of the bill' });
    await waitFor(() => expect(within(preview).getByLabelText('Totals')).toHaveTextContent('Total$115.00GST claimed$15.00'));
    await expect(canvas.getByRole('button', { name: 'Save and approve' })).toBeInTheDocument();
  },
};

/** An expense: no due date, one Save (it is paid when bought). */
export const NewExpense: Story = {
  parameters: { route: '/bills/new?kind=EXPENSE&business=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save expense' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'New expense' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Due date')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save and approve' })).not.toBeInTheDocument();
  },
};

/** Saving with nothing chosen: each problem beside its field. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save as draft' }));
    await expect(canvas.getByLabelText('Supplier')).toHaveAccessibleDescription(expect.stringContaining('Choose the supplier.'));
    await expect(canvas.getByLabelText('Account, line 1')).toHaveAccessibleDescription('Choose the account this line is filed under.');
  },
};

/** The seeded draft bill (3) from Placemakers. */
export const EditDraft: Story = {
  render: () => <EditBillPage />,
  parameters: { route: '/bills/3/edit', routePattern: '/bills/:id/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Description, line 1')).toHaveValue('Resene Lumbersider, 4 L');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit bill' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save and approve' })).toBeInTheDocument();
  },
};

/** An approved bill without payments (2): its changes keep it awaiting payment. */
export const EditApproved: Story = {
  render: () => <EditBillPage />,
  parameters: { route: '/bills/2/edit', routePattern: '/bills/:id/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save and approve' })).not.toBeInTheDocument();
  },
};

/** An expense (4) cannot be changed: it was paid when bought. */
export const NotEditable: Story = {
  render: () => <EditBillPage />,
  parameters: { route: '/bills/4/edit', routePattern: '/bills/:id/edit' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/can no longer be changed: an expense is paid when bought/)).toBeInTheDocument();
  },
};

/** A supplier credit note for the seeded part-paid bill (1): its business and supplier the bill's, the most it can take off said. */
export const NewSupplierCreditNote: Story = {
  parameters: { route: '/bills/new?kind=CREDIT_NOTE&credits=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Record a supplier credit note' })).toBeInTheDocument();
    await expect(await canvas.findByText(/is owed on it, the most this credit note can take off/)).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Supplier')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Due date')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Description, line 1'), 'Two lengths returned');
    await userEvent.type(canvas.getByLabelText('Unit price, line 1'), '20');
    const preview = canvas.getByRole('article', { name: 'Preview of the credit note' });
    await waitFor(() => expect(within(preview).getByLabelText('Totals')).toHaveTextContent('GST claim reduced by'));
    await expect(canvas.getByRole('button', { name: 'Record credit note' })).toBeInTheDocument();
  },
};
