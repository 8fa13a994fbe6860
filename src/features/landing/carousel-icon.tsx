// The carousel controls' icons (decorative: each button names itself in text).
const PATHS = {
  pause: <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />,
  play: <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />,
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
