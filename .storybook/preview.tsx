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
