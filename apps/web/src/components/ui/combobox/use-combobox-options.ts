import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { optionKey, type Option, type OptionValue } from '../options';

export type LoadOptions<V extends OptionValue> = (
  search: string,
  signal: AbortSignal,
) => Promise<readonly Option<V>[]>;

export interface ComboboxOptionsState<V extends OptionValue> {
  /** What the list shows now. */
  options: readonly Option<V>[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Every option seen so far by key, so chosen values keep their label. */
  known: ReadonlyMap<string, Option<V>>;
}

/**
 * Static options, or options asked from the server for what the user types
 * (debounced 250 ms, the previous request aborted). Only loads while `open`.
 */
export function useComboboxOptions<V extends OptionValue>({
  options,
  loadOptions,
  selectedOptions,
  search,
  open,
}: {
  options: readonly Option<V>[] | undefined;
  loadOptions: LoadOptions<V> | undefined;
  selectedOptions: readonly Option<V>[] | undefined;
  search: string;
  open: boolean;
}): ComboboxOptionsState<V> {
  const debouncedSearch = useDebouncedValue(search, 250);
  const [loaded, setLoaded] = useState<readonly Option<V>[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const seen = useRef(new Map<string, Option<V>>());

  useEffect(() => {
    if (!loadOptions || !open) return;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    loadOptions(debouncedSearch, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLoaded(result);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [loadOptions, debouncedSearch, open, attempt]);

  const shown = loadOptions ? loaded : (options ?? []);
  const known = useMemo(() => {
    for (const option of [...(selectedOptions ?? []), ...(options ?? []), ...loaded]) {
      seen.current.set(optionKey(option.value), option);
    }
    return new Map(seen.current);
  }, [selectedOptions, options, loaded]);

  return {
    options: shown,
    loading: Boolean(loadOptions) && (loading || search !== debouncedSearch),
    failed,
    retry: () => setAttempt((value) => value + 1),
    known,
  };
}
