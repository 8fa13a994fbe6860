import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { LoginPage } from './login-page';

const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  parameters: { route: '/login', routePattern: '/login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Username'), username);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Username')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
    await expect(canvas.getByText('Enter your password')).toBeInTheDocument();
  },
};

/** Loading: the server has not answered yet; Login is busy. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: [http.post(apiUrl('/auth/login'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'user', 'user123');
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Failure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'admin', 'wrong');
    await expect(await canvas.findByText('Login failed. Please check your credentials.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Username')).toHaveValue('admin');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'user', 'user123');
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeInTheDocument();
  },
};

/** A signed-in USER sent here by the guard from an ADMIN page. */
export const MissingRole: Story = {
  parameters: { session: 'user', routeState: { reason: 'missing-role', from: { pathname: '/admin/users' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/needs a role that your account \(user\) does not have/)).toBeInTheDocument();
  },
};
