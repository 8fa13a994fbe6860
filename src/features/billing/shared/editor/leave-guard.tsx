// Asks before leaving with unsaved changes: in-app navigation (react-router's useBlocker, in a
// data router) and closing or reloading the tab (beforeunload). `shouldBlock` is read at the moment
// of leaving, so a save that navigates, or a forced sign-out, can say "let it go".
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';

export interface LeaveGuardProps {
  shouldBlock: () => boolean;
}

function RouteBlocker({ shouldBlock }: LeaveGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
    // The same screen with another query string is not leaving.
    currentLocation.pathname !== nextLocation.pathname ? shouldBlock() : false,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Your changes are not saved yet. They stay in this browser and are offered back when you return to this form.</p>
    </ConfirmDialog>
  );
}

export function LeaveGuard({ shouldBlock }: LeaveGuardProps) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);
  // useBlocker needs a data router; Storybook's plain router has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteBlocker shouldBlock={shouldBlock} /> : null;
}
