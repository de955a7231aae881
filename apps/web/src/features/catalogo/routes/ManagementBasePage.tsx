import { MESSAGES } from '@kiwi/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { showSnackbar } from '../../../lib/snackbar';
import { isCatalogueKey, type CatalogueKey } from '../api/catalogue-paths';
import { defaultFiltersOf } from '../components/catalogue-filters';
import { CATALOGUE_TABS } from '../components/catalogue-tabs';
import { CatalogueTab } from '../components/CatalogueTab';

const FIRST_TAB: CatalogueKey = 'tarifas';

/** `?tab=sva&is_active=1`: a tab opens with its default filters. */
export function tabSearchParams(key: CatalogueKey): URLSearchParams {
  return new URLSearchParams({ tab: key, ...defaultFiltersOf(key) } as Record<string, string>);
}

/**
 * /ManagementBase — "Administración": one tab per catalogue, the tab and its
 * filters in the URL (`?tab=promociones&operator=YOIGO`), searched from the top bar.
 */
export function ManagementBasePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = isCatalogueKey(requested) ? requested : FIRST_TAB;
  const announced = useRef(false);
  const onCollected = useCallback(() => {
    if (announced.current) return;
    announced.current = true;
    showSnackbar({ kind: 'success', message: MESSAGES.management.infoCollected });
  }, []);

  // First visit without a tab: the first tab with its defaults, in place.
  const needsDefaults = !isCatalogueKey(requested);
  useEffect(() => {
    if (needsDefaults) setParams(tabSearchParams(FIRST_TAB), { replace: true });
  }, [needsDefaults, setParams]);

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col">
      <PageHeader
        title="Administración"
        description="Catálogo de tarifas, servicios y elementos de las ofertas."
      />
      <Tabs
        label="Catálogos"
        value={current}
        onValueChange={(value) => isCatalogueKey(value) && setParams(tabSearchParams(value))}
        tabs={CATALOGUE_TABS.map((tab) => ({
          value: tab.key,
          label: tab.label,
          content: needsDefaults ? null : (
            <CatalogueTab key={tab.key} tab={tab} onCollected={onCollected} />
          ),
        }))}
      />
    </section>
  );
}
