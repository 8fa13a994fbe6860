// A load shared by every caller until it fails: the app's start and the router both load a route
// (src/app/start.tsx, decision 298), and the route's data must be asked for once.

/** A loading function that returns the same promise to every caller; a failed load is tried again at the next call. */
export function keepingPromise<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
