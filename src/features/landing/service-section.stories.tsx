import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { propertyManagement, renovations, sectionIds } from './content';
import { ServiceSection } from './service-section';
import './landing.css';

const meta = {
  title: 'Landing/Service section',
  component: ServiceSection,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service under its heading, with the first and last thing included and its picture described. */
const showsService =
  (heading: string, first: string, last: string, picture: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: heading }));
    const points = section.getAllByRole('listitem');
    await expect(points[0]).toHaveTextContent(first);
    await expect(points.at(-1)).toHaveTextContent(last);
    await expect(section.getByRole('img', { name: picture })).toBeInTheDocument();
  };

export const PropertyManagement: Story = {
  args: { id: sectionIds.propertyManagement, ...propertyManagement },
  play: showsService(
    'Property management',
    'Tenant finding, reference checks and tenancy agreements',
    'Healthy Homes compliance and insurance paperwork kept current',
    /^An inspection checklist on a clipboard/,
  ),
};

export const HomeRenovations: Story = {
  args: { id: sectionIds.renovations, imageFirst: true, ...renovations },
  play: showsService(
    'Home renovations',
    'Kitchens and bathrooms, designed around how you live',
    'Fixed quotes, one project lead and a clean site every day',
    /^A living-room wall half repainted in deep green/,
  ),
};
