import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { DEFAULT_REMINDER_RULES } from '@/lib/reminders';
import { problem } from '../../../../mocks/runtime/problem';
import { ReminderRulesForm } from './reminder-rules-form';

const meta = {
  title: 'Sending/Reminder rules',
  component: ReminderRulesForm,
  parameters: { session: 'user', layout: 'padded' },
  args: { businessId: 1, settings: { enabled: true, custom: true, since: '2026-11-26', rules: [...DEFAULT_REMINDER_RULES] } },
} satisfies Meta<typeof ReminderRulesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default rules, on: each rule named by its day. */
export const DefaultRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Rule 1: 3 days before the due date' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Rule 2: On the due date' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Rule 5: 30 days after the due date' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Send payment reminders for this business')).toBeChecked();
  },
};

/** A negative day and a repeated one are named on their fields; what was typed stays. */
export const RefusedDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('group', { name: /^Rule 1:/ }));
    await userEvent.clear(first.getByLabelText('Days'));
    await userEvent.type(first.getByLabelText('Days'), '-2');
    const fourth = within(canvas.getByRole('group', { name: /^Rule 4:/ }));
    await userEvent.clear(fourth.getByLabelText('Days'));
    await userEvent.type(fourth.getByLabelText('Days'), '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Save reminder rules' }));
    await expect(await first.findByText('Enter a whole number of days, 0 or more (0 is the due date itself).')).toBeInTheDocument();
    await expect(
      canvas.getByText('Another rule already sends 7 days after the due date. Choose another day or remove one.'),
    ).toBeInTheDocument();
    await expect(first.getByLabelText('Days')).toHaveValue('-2');
  },
};

/** The server's refusal lands beside the rule's field it names. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(apiUrl('/api/businesses/:id/reminder-settings'), () =>
          problem(400, 'rules.2.message: Unknown placeholder {colour}.', [
            { field: 'rules.2.message', message: 'Unknown placeholder {colour}.' },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save reminder rules' }));
    const third = within(canvas.getByRole('group', { name: /^Rule 3:/ }));
    await expect(await third.findByText('Unknown placeholder {colour}.', { selector: '.ui-field__error span' })).toBeInTheDocument();
  },
};
