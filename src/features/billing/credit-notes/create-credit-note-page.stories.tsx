// The credit-note form on seeded invoices: RENO-0037 (id 15, issued, three lines at 15 %) credited by
// lines or by an amount, and a draft (id 20), which cannot be credited.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { viewportGlobals } from '@/testing/story-viewports';
import { CreateCreditNotePage } from './create-credit-note-page';

const meta = {
  title: 'Screens/Create credit note',
  component: CreateCreditNotePage,
  parameters: { session: 'user', route: '/invoices/15/credit-note', routePattern: '/invoices/:id/credit-note' },
} satisfies Meta<typeof CreateCreditNotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen lines and quantities: the preview prices them per rate before anything is sent. */
export const SomeLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Credit note' });
    await userEvent.type(canvas.getByLabelText('Quantity to credit, line 1'), '1');
    await userEvent.type(canvas.getByLabelText('Reason'), 'One item returned unused');
    await expect(canvasElement.querySelector('.credit-note-form__preview')).toHaveTextContent(/Credit note total\$[\d,]+\.\d\d/);
  },
};

/** An amount including GST, split over the invoice's rates in proportion. */
export const AnAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Credit note' });
    await userEvent.click(canvas.getByRole('radio', { name: 'An amount' }));
    await userEvent.type(canvas.getByLabelText('Amount to credit (incl. GST)'), '115');
    await userEvent.type(canvas.getByLabelText('Reason'), 'Agreed discount');
    await expect(canvasElement.querySelector('.credit-note-form__preview')).toHaveTextContent('Credit note total$115.00');
  },
};

export const OnAPhone: Story = { ...AnAmount, globals: viewportGlobals('phone') };

/** A draft has nothing to correct: the page says so instead of a form. */
export const ADraft: Story = {
  parameters: { route: '/invoices/20/credit-note' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/cannot be credited: it is draft\./)).toBeInTheDocument();
  },
};
