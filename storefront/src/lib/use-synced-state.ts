import { useState } from 'react';

/**
 * Local state that starts from `value` and starts again from it whenever `value` changes (the URL moved, a prop
 * changed), while the user may edit it in between. Adjusting state during render, as React recommends, instead
 * of an effect that would render twice.
 */
export function useSyncedState<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  const [source, setSource] = useState(value);
  if (!Object.is(source, value)) {
    setSource(value);
    setState(value);
  }
  return [state, setState];
}
