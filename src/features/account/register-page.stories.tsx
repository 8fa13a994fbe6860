import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { problem } from '../../../mocks/runtime/problem';
import { RegisterPage } from './register-page';

const meta = {
  title: 'Screens/Register',
  component: RegisterPage,
  parameters: { route: '/register', routePattern: '/register' },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function register(canvasElement: HTMLElement, username: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Username'), username);
  await userEvent.type(canvas.getByLabelText('Email'), `${username}@example.nz`);
  await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
  return canvas;
}

/** Roles from the server's list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    for (const label of ['Username', 'Email', 'Password']) await expect(canvas.getByLabelText(label)).toHaveValue('');
    const role = canvas.getByLabelText('Role');
    await expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['USER', 'ADMIN']);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** Loading: the role list has not answered yet; USER and ADMIN are offered meanwhile. */
export const RolesLoading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users/roles'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USER', 'ADMIN']);
  },
};

export const RolesFromServer: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users/roles'), () => HttpResponse.json(['USER', 'ADMIN', 'AUDITOR']))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('option', { name: 'AUDITOR' })).toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'name@');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
    await expect(canvas.getByText('Enter an email address in the correct format, like name@example.com')).toBeInTheDocument();
  },
};

/** Loading: the account is being created; Register is busy. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post(apiUrl('/auth/register'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement, 'newcomer');
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement, 'newcomer');
    await expect(await canvas.findByText('Registration successful! Redirecting to login...')).toBeInTheDocument();
  },
};

/** The server's message, shown as text. */
export const Failure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement, 'user');
    await expect(await canvas.findByText("Username 'user' is already taken.")).toBeInTheDocument();
  },
};

export const FailureWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl('/auth/register'), () =>
          HttpResponse.json({ title: '', status: 409 }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement, 'newcomer');
    await expect(await canvas.findByText('Registration failed')).toBeInTheDocument();
  },
};

export const FieldErrorFromServer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl('/auth/register'), () =>
          problem(400, 'Validation failed.', [{ field: 'username', message: 'Username must be at most 50 characters.' }]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement, 'newcomer');
    await expect(await canvas.findByText('Username must be at most 50 characters.')).toBeInTheDocument();
  },
};
