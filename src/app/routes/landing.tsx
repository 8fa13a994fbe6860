import { LandingPage } from '@/features/landing/landing-page';

export function Component() {
  return <LandingPage />;
}
