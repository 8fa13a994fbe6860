// Between two steps of work that would otherwise be one long task (a page's start): the browser
// handles any input and paints before the next step runs. scheduler.yield() where the browser has it
// (the rest of the work then comes before other queued tasks); else a message to ourselves, which is
// a task of its own without setTimeout's minimum delay.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Gives the browser a moment for input between two steps. */
export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
