import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColumnHeads } from './column-heads';

const meta = {
  title: 'Components/Column heads',
  component: ColumnHeads,
  decorators: [
    (Story) => (
      <table>
        <Story />
        <tbody>
          <tr>
            <td>March 2026</td>
            <td style={{ textAlign: 'end' }}>$1,150.00</td>
            <td style={{ textAlign: 'end' }}>$400.00</td>
          </tr>
        </tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof ColumnHeads>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month and two amounts: the amounts' headings carry the class that aligns amounts. */
export const WithAmounts: Story = {
  args: { labels: ['Month', 'Invoiced', 'Paid'], amounts: 2, amountClass: 'invoice-num' },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('columnheader');
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Month', 'Invoiced', 'Paid']);
    await expect(headings.map((heading) => heading.className)).toEqual(['', 'invoice-num', 'invoice-num']);
  },
};
