import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { ContactSection } from './contact-section';
import './landing.css';

const meta = {
  title: 'Landing/Contact',
  component: ContactSection,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    await expect(canvas.getByText('We reply within one business day.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Other ways to reach us' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  },
};

/** Sent empty: each required field says what is missing. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    await expect(canvas.getByLabelText('Message')).toHaveAccessibleDescription('Enter a message.');
  },
};

/** Sent complete: the browser alert (stubbed here) says it was submitted; nothing is sent. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    try {
      await userEvent.type(canvas.getByLabelText('Name'), 'Mere Parata');
      await userEvent.type(canvas.getByLabelText('Email'), 'mere@example.co.nz');
      await userEvent.selectOptions(canvas.getByLabelText('Service (optional)'), 'Property Management');
      await userEvent.type(canvas.getByLabelText('Message'), 'Could you manage my flat?');
      await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
      await expect(alert).toHaveBeenCalledWith(expect.stringContaining('connect it to a backend'));
    } finally {
      alert.mockRestore();
    }
  },
};
