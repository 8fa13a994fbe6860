import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { env } from '../src/config/env';
import { createHandlers } from '../mocks/handlers';
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
  },
};

export default preview;
