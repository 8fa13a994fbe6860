import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const PropertyManagement: Story = { args: { id: sectionIds.propertyManagement, ...propertyManagement } };

export const HomeRenovations: Story = { args: { id: sectionIds.renovations, imageFirst: true, ...renovations } };
