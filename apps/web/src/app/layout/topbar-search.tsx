import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface TopbarSearchState {
  value: string;
  setValue: (value: string) => void;
}

const TopbarSearchContext = createContext<TopbarSearchState | null>(null);

/**
 * Holds the top-bar search text. Keyed by pathname in the layout, so each
 * screen starts with an empty search.
 */
export function TopbarSearchProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState('');
  const state = useMemo(() => ({ value, setValue }), [value]);
  return <TopbarSearchContext.Provider value={state}>{children}</TopbarSearchContext.Provider>;
}

export function useTopbarSearchState(): TopbarSearchState {
  const state = useContext(TopbarSearchContext);
  if (!state) throw new Error('useTopbarSearchState needs TopbarSearchProvider (AppLayout)');
  return state;
}

/** What the user typed in the top-bar search field; screens filter with it. */
export function useTopbarSearch(): string {
  return useTopbarSearchState().value;
}
