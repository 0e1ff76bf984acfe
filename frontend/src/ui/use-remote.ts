import { useCallback, useEffect, useState } from 'react';
import { errorMessage, withSession } from '../api/client';

export interface Remote<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Loads from the API after the page is shown (refreshing the session once if needed). */
export function useRemote<T>(load: () => Promise<T>, dependencies: unknown[]): Remote<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const stableLoad = useCallback(load, dependencies);

  useEffect(() => {
    let current = true;
    setLoading(true);
    withSession(stableLoad)
      .then((value) => {
        if (!current) return;
        setData(value);
        setError(null);
      })
      .catch((failure: unknown) => current && setError(errorMessage(failure, 'Could not load this. Please try again.')))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [stableLoad, version]);

  return { data, error, loading, reload: () => setVersion((v) => v + 1) };
}
