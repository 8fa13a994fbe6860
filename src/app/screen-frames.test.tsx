import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { SCREEN_FRAMES } from './screen-frames';

describe('the screens whose HTML draws their heading before any script', () => {
  it.each(Object.entries(SCREEN_FRAMES))(
    '%s: the frame draws the heading the screen draws, in the same shell and width',
    async (path, frame) => {
      if (!frame.public) await signInAs('user');
      const { container } = renderRoute(path);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading).toHaveTextContent(frame.title);
      expect(heading).toHaveClass('ui-page__title');
      expect(heading.closest('main')).toHaveClass(`ui-page--${frame.width}`);
      expect(container.querySelector('.app-shell')?.classList.contains('app-shell--public')).toBe(frame.public === true);
    },
  );
});
