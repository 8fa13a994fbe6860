// Every story is rendered here through Storybook's portable stories, with the Node mock backend,
// so a broken story (or a failing play function) fails the test suite.
import { composeStories, setProjectAnnotations, type ReactRenderer } from '@storybook/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { SetupWorker } from 'msw/browser';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionLoader, withAppProviders } from '../.storybook/story-setup';
import { server } from '../mocks/runtime/node';
import { storyViewportWidth } from './testing/story-viewports';
import { emulateViewportWidth } from './testing/viewport';

setProjectAnnotations({
  decorators: [withAppProviders],
  // The loader only calls resetHandlers() and use(), which the Node server has as the worker does.
  loaders: [mswLoader(() => server as unknown as SetupWorker), sessionLoader],
});

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const storiesOf = (module: StoryModule) => composeStories(module) as Record<string, ComposedStoryFn<ReactRenderer>>;

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

it('gives every story a play function that asserts what the user would see', () => {
  const withoutPlay = Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(storiesOf(module))
      .filter(([, Story]) => Story.play === undefined)
      .map(([name]) => `${file} ${name}`),
  );
  expect(withoutPlay).toEqual([]);
});

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    for (const [name, Story] of Object.entries(storiesOf(module))) {
      it(name, async () => {
        // Storybook draws a story at its viewport's size; jsdom is told the width (no layout).
        const width = storyViewportWidth(Story.globals);
        if (width !== null) emulateViewportWidth(width);
        await Story.load();
        // Drawn by Testing Library, so the setup's cleanup unmounts it before the next test or file.
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(document.body.textContent).not.toContain('Unexpected Application Error!');
      });
    }
  });
}
