// A screen's choices kept in the address (?key=value), so a reload or a shared link shows the same
// view: the current ones, and a setter that changes some and keeps the others, without a history entry each.
import { useSearchParams } from 'react-router-dom';

export function useAddressChoices() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return [params, set] as const;
}
