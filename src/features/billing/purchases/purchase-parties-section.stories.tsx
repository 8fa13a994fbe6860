import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { InvoicingBusiness, Supplier } from '@/api/types';
import { EditorActionsContext, EditorViewContext } from '@/features/billing/shared/editor/editor-context';
import { emptyForm } from '@/features/billing/shared/editor/editor-form';
import { calculatePurchase } from '@/lib/invoice-math';
import { useEditorState } from '@/features/billing/shared/editor/use-editor-state';
import { PurchasePartiesSection, type PurchasePartiesSectionProps } from './purchase-parties-section';

const BUSINESSES = [
  { id: 1, code: 'KHR', name: 'Kiwi Home Renovations Ltd', gstNumber: '123-456-789', addressLines: [] },
  { id: 2, code: 'WCC', name: 'Wellington Commercial Cleaning', gstNumber: '49-091-850', addressLines: [] },
] as unknown as InvoicingBusiness[];

const SUPPLIERS = [
  { id: 1, businessId: 1, name: 'Placemakers Newmarket', gstNumber: '102-345-673' },
  { id: 4, businessId: 1, name: 'Tama’s Rubbish Removal' },
] as Supplier[];

/** The section inside an editor's contexts, as the shell gives them. */
function InEditor(props: PurchasePartiesSectionProps & { errors?: Record<string, string> }) {
  const editor = useEditorState({ ...emptyForm('2026-11-20'), businessId: 1 });
  const linesMessage = useRef<HTMLDivElement>(null);
  return (
    <EditorActionsContext value={{ dispatch: editor.dispatch, onMove: editor.onMove, onRemove: editor.onRemove }}>
      <EditorViewContext
        value={{
          form: editor.form,
          errors: { general: props.errors ?? {}, lines: new Map() },
          businesses: BUSINESSES,
          business: BUSINESSES.find((b) => b.id === editor.form.businessId) ?? null,
          clients: { isPending: false },
          client: null,
          totals: calculatePurchase({ lines: [], pricesIncludeGst: false }),
          accounts: null,
          claim: null,
          addLine: () => undefined,
          linesMessage,
          outcome: null,
          changes: null,
        }}
      >
        <PurchasePartiesSection suppliers={props.suppliers} quotes={props.quotes} />
        <output aria-label="Chosen">{`${String(editor.form.businessId)}/${String(editor.form.supplierId)}/${String(editor.form.quoteId)}`}</output>
      </EditorViewContext>
    </EditorActionsContext>
  );
}

const meta = {
  title: 'Billing/Purchases/Purchase parties',
  component: InEditor,
  args: { suppliers: { data: SUPPLIERS, isPending: false }, quotes: [{ value: '7', label: 'Q-0007 · Sophie Tan' }] },
} satisfies Meta<typeof InEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A supplier and a quote chosen; the supplier's GST number said; changing the business clears both. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Supplier'), 'Placemakers Newmarket');
    await userEvent.selectOptions(canvas.getByLabelText('Quote (job costing)'), 'Q-0007 · Sophie Tan');
    await expect(canvas.getByText('Placemakers Newmarket: GST 102-345-673')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('1/1/7');
    // With the way back to the editor, where the typed work is offered back.
    await expect(canvas.getByRole('link', { name: 'Add a supplier' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/suppliers\?business=1&back=%2F/),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Business'), 'Wellington Commercial Cleaning');
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('2/null/null');
  },
};

/** The server's refusal beside the supplier. */
export const SupplierRefused: Story = {
  args: { errors: { supplierId: 'Choose the supplier.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Supplier')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the supplier.'),
    );
  },
};
