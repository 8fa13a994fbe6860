import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // The MSW worker is served to Storybook only; the app's production build never contains it.
  staticDirs: ['../public', { from: '../mocks/worker', to: '/' }],
  core: { disableTelemetry: true },
};

export default config;
