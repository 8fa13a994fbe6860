import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthContext, type AuthContextValue } from '@/features/session/auth-context';
import { RequireAuth } from './require-auth';

const signedIn: AuthContextValue = {
  token: 'token',
  roles: ['USER'],
  username: 'user',
  loading: false,
  isAuthenticated: true,
  login: () => [],
  logout: () => {},
  hasAnyRole: () => false,
};

interface GuardStoryProps {
  session: AuthContextValue;
  roles?: string[];
}

function GuardDemo({ session, roles }: GuardStoryProps) {
  return (
    <AuthContext.Provider value={session}>
      <RequireAuth {...(roles ? { roles } : {})}>
        <p>The protected page.</p>
      </RequireAuth>
    </AuthContext.Provider>
  );
}

const meta = {
  title: 'App/Route guard',
  component: GuardDemo,
  parameters: { route: '/admin/users' },
} satisfies Meta<typeof GuardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { session: { ...signedIn, loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Allowed: Story = {
  args: { session: signedIn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The protected page.')).toBeInTheDocument();
  },
};

export const SignedOutRedirects: Story = {
  args: { session: { ...signedIn, token: null, roles: [], isAuthenticated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Login screen/)).toBeInTheDocument();
  },
};

export const MissingRoleRedirects: Story = {
  args: { session: signedIn, roles: ['ADMIN'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Login screen/)).toBeInTheDocument();
  },
};
