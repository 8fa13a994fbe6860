import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewportGlobals } from '@/testing/story-viewports';
import { TextField } from '../field/text-field';
import { EditorLayout } from './editor-layout';
import '../form/form-layout.css';

/** A stand-in for a document: an A4-wide sheet with a title and a few lines. */
function Sheet() {
  return (
    <article
      aria-label="Preview of the quote"
      style={{ maxWidth: '210mm', minHeight: '297mm', margin: '0 auto', padding: '2rem', border: '1px solid #c9d1d9', background: '#fff' }}
    >
      <h3 style={{ marginTop: 0 }}>Quote</h3>
      <p>Kitchen benchtop install – $2,400.00</p>
      <p>Electrician call-out – $120.00</p>
    </article>
  );
}

function Form() {
  return (
    <form aria-label="New quote" className="ui-form">
      {Array.from({ length: 12 }, (_, i) => (
        <TextField key={i} label={`Field ${i + 1}`} />
      ))}
    </form>
  );
}

const meta = {
  title: 'Components/Editor layout',
  component: EditorLayout,
  args: { children: <Form />, preview: <Sheet /> },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'New quote' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'Preview' })).getByRole('article')).toBeInTheDocument();
  },
} satisfies Meta<typeof EditorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1280 px and wider: the preview beside the form, staying in view as the form scrolls. */
export const SideBySide: Story = { globals: viewportGlobals('laptop') };

/** A full-width A4 preview beside a roomy form. */
export const WideScreen: Story = { globals: viewportGlobals('desktop') };

/** Narrower screens: the preview below the form. */
export const PreviewBelow: Story = { globals: viewportGlobals('tablet') };
