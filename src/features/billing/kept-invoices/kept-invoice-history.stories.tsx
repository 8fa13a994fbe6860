import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyForm, newLine } from '../shared/editor/editor-form';
import { KeptInvoiceHistory } from './kept-invoice-history';
import { keepInvoice } from './kept-invoices-store';

/** Invoice History on the specification's service: the invoices kept in this browser (decision 343). */
const meta = {
  title: 'Screens/Invoice History (specification’s service)',
  component: KeptInvoiceHistory,
  parameters: { session: 'user', capabilities: 'spec', route: '/invoice-history', routePattern: '/invoice-history' },
} satisfies Meta<typeof KeptInvoiceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No invoices are kept in this browser yet\./)).toBeInTheDocument();
  },
};

export const Populated: Story = {
  loaders: [
    () => {
      keepInvoice('user', {
        id: 'AP-0007~story',
        businessKey: 'typed:aroha painting',
        sequence: 7,
        number: 'AP-0007',
        issuer: { code: 'AP-', name: 'Aroha Painting', addressLines: ['5 Kauri Street', 'Nelson 7010'], gstNumber: '123-456-789' },
        recipient: { name: 'Mere Tane', addressLines: [], email: 'mere@example.co.nz' },
        form: {
          ...emptyForm('2027-03-01'),
          businessId: 1,
          clientId: 1,
          lines: [{ ...newLine('STANDARD:1500'), description: 'Interior painting', unitPrice: '1000' }],
        },
      });
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open AP-0007' }));
    await expect(canvas.getByRole('region', { name: 'Invoice AP-0007' })).toHaveTextContent('Aroha Painting');
  },
};

/** A damaged list: shown as text to download, set aside only when asked. */
export const Unreadable: Story = {
  loaders: [() => localStorage.setItem('invoicing:kept-invoices:v1:user', '[{"number": 7}')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The kept invoices could not be read' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download the stored text' })).toBeInTheDocument();
  },
};
