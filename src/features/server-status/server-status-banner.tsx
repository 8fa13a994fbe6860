import { ServerStatusNotice } from './server-status-notice';
import { useServerStatus } from './use-server-status';

export function ServerStatusBanner() {
  const { phase, retry } = useServerStatus();
  return <ServerStatusNotice phase={phase} onRetry={retry} />;
}
