import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { Business, Client } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { viewportGlobals } from '@/testing/story-viewports';
import { CompanyManagementPage } from './company-management-page';

const meta = {
  title: 'Screens/Company management',
  component: CompanyManagementPage,
  parameters: { session: 'admin', route: '/admin/businesses', routePattern: '/admin/*' },
} satisfies Meta<typeof CompanyManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const manyBusinesses: Business[] = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  businessId: `BUS-${String(i + 1).padStart(4, '0')}`,
  businessName: `Business ${i + 1} Ltd`,
  businessType: ['Property management', 'Renovation contractor', 'Sole trader'][i % 3],
  businessEmailAddress: `accounts${i + 1}@example.nz`,
  businessPermittedLogins: i % 2 === 0 ? ['admin'] : ['admin', 'user'],
}));

const manyClients: Client[] = Array.from({ length: 5_000 }, (_, i) => ({
  id: i + 1,
  linkedBusinessId: (i % 3) + 1,
  businessId: `BUS-${String((i % 3) + 1).padStart(4, '0')}`,
  clientName: `Client ${i + 1}`,
  clientEmailAddress: `client${i + 1}@example.nz`,
}));

export const Businesses: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'Kiwi Home Renovations Ltd' })).toBeInTheDocument();
  },
};

export const Clients: Story = {
  parameters: { route: '/admin/clients' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'Hannah Kim' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/admin/businesses'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/admin/businesses'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The businesses could not be loaded.')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/admin/businesses'), () => HttpResponse.json<Business[]>([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No businesses yet.')).toBeInTheDocument();
  },
};

export const EditBusiness: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Kiwi Home Renovations Ltd' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Edit business Kiwi Home Renovations Ltd' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove user' })).toBeInTheDocument();
  },
};

export const InvalidBusiness: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Kiwi Home Renovations Ltd' });
    await userEvent.type(canvas.getByLabelText('GST Number'), '12-34');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter a GST number of 8 or 9 digits, with or without dashes, e.g. 123-456-789.')).toBeInTheDocument();
  },
};

export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Kiwi Home Renovations Ltd' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete this business?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText(/still has 3 clients/)).toBeInTheDocument();
  },
};

export const EditClient: Story = {
  parameters: { route: '/admin/clients' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Priya Patel' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Edit client Priya Patel' })).toBeInTheDocument();
  },
};

/** 300 businesses and 5,000 clients: the tables draw only the rows in view. */
export const LargeLists: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/api/admin/businesses'), () => HttpResponse.json(manyBusinesses)),
        http.get(apiUrl('/api/admin/clients'), () => HttpResponse.json(manyClients)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('300 businesses')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Businesses' })).toHaveAttribute('aria-rowcount', '301');
    await userEvent.click(canvas.getByRole('tab', { name: 'Clients' }));
    await expect(await canvas.findByText('5,000 clients')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Clients' })).toHaveAttribute('aria-rowcount', '5001');
  },
};

/** On a phone each business is a card: its name, type, email and phone, with Edit and Delete. */
export const BusinessesOnAPhone: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('button', { name: 'Edit Kiwi Home Renovations Ltd' })).closest('li')!;
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Business Type', 'Email Address', 'Phone Number']);
  },
};

export const ClientsOnAPhone: Story = {
  globals: viewportGlobals('phone'),
  parameters: { route: '/admin/clients' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('button', { name: 'Edit Hannah Kim' })).closest('li')!;
    await expect(within(card).getByText('Hannah Kim', { selector: 'p' })).toBeInTheDocument();
  },
};
