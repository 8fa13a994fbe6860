import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { env } from '@/config/env';
import { ServerStatusBanner } from './server-status-banner';

const healthUrl = new URL('actuator/health', env.apiBaseUrl).href;

const meta = {
  title: 'Server status/Banner (live)',
  component: ServerStatusBanner,
} satisfies Meta<typeof ServerStatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server answers a few probes with 503, then is up: waking, then ready, then hidden. */
export const WakesUp: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(healthUrl, () => HttpResponse.json({ status: 'DOWN' }, { status: 503 }), { once: true }),
        http.get(healthUrl, () => HttpResponse.json({ status: 'DOWN' }, { status: 503 }), { once: true }),
        http.get(healthUrl, () => HttpResponse.json({ status: 'UP' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/still waking/));
  },
};

/** Still asleep: the banner keeps saying so until its 30-second limit. */
export const StillWaking: Story = {
  parameters: {
    msw: { handlers: [http.get(healthUrl, () => HttpResponse.json({ status: 'DOWN' }, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/still waking/));
  },
};
