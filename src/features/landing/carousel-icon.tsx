// The carousel controls' icons (decorative: each button names itself in text).
import { ICON_PATHS } from './icon-paths';

const PATHS = {
  pause: <path d={ICON_PATHS.pause} />,
  play: <path d={ICON_PATHS.play} />,
  previous: <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />,
  next: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />,
};

export function CarouselIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="carousel__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
