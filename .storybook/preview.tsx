import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { env } from '../src/config/env';
import { createHandlers } from '../mocks/handlers';
import { STORY_VIEWPORTS } from '../src/testing/story-viewports';
import { sessionLoader, withAppProviders } from './story-setup';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

const preview: Preview = {
  decorators: [withAppProviders],
  // The parts of the contract the mock backend offers (a story may fix them with parameters.capabilities).
  globalTypes: {
    capabilities: {
      description: 'Parts the mock backend offers',
      toolbar: {
        title: 'Capabilities',
        icon: 'component',
        items: [
          { value: 'all', title: 'All parts' },
          { value: 'invoices', title: 'Invoices only' },
          { value: 'spec', title: 'Specification (no capability document)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { capabilities: 'all' },
  loaders: [
    // The app's own mock backend answers every story; a story overrides it with parameters.msw.
    mswLoader(async () => {
      const worker = setupWorker(...createHandlers(env.apiBaseUrl));
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
    sessionLoader,
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: STORY_VIEWPORTS },
  },
};

export default preview;
