import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `ms`: a live quote asks once per pause in typing. Values
 * are compared by their JSON, so a new object with the same content is no change.
 */
export function useDebounced<T>(value: T, ms = 300): T {
  const json = JSON.stringify(value);
  const [settled, setSettled] = useState<{ json: string; value: T }>({ json, value });
  useEffect(() => {
    if (json === settled.json) return;
    const t = setTimeout(() => setSettled({ json, value: JSON.parse(json) as T }), ms);
    return () => clearTimeout(t);
  }, [json, ms, settled.json]);
  return settled.value;
}
