import { ChevronDown, ListFilter } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../../lib/cx';
import { Button } from '../Button';
import { cleanFilters } from '../list-state/list-state-codec';
import { Sheet } from '../Sheet';
import { FilterControl } from './FilterControl';
import type { FilterSection, FilterValue, FilterValues } from './filter-types';

export interface FilterPanelProps {
  /** Titled groups of filter definitions ('Contacto', 'Comercial', …). */
  sections: readonly FilterSection[];
  /** The applied filters (useListState().filters). */
  values: FilterValues;
  /** Called with the edited filters, empty ones dropped, on "Aplicar". */
  onApply: (values: FilterValues) => void;
  title?: string;
}

function activeIn(section: FilterSection, values: FilterValues): number {
  return section.filters.filter((filter) => values[filter.key] !== undefined).length;
}

/**
 * "Filtros": a side panel (a bottom sheet on phones) with every filter in
 * titled, collapsible sections. Edits stay a draft until "Aplicar", so
 * typing does not reload the list at every key.
 */
export function FilterPanel({ sections, values, onApply, title = 'Filtros' }: FilterPanelProps) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(values);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const activeCount = Object.keys(values).length;

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(values);
      const withValues = sections
        .filter((section) => activeIn(section, values) > 0)
        .map((section) => section.title);
      setExpanded(
        new Set(
          withValues.length > 0 ? withValues : sections.slice(0, 1).map((section) => section.title),
        ),
      );
    }
    setOpen(next);
  };
  const setValue = (key: string, value: FilterValue | undefined) =>
    setDraft((current) => {
      const next: Record<string, FilterValue> = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  const toggleSection = (name: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const formId = `${baseId}-form`;

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => openChange(true)} aria-haspopup="dialog">
        <ListFilter className="size-4" aria-hidden="true" />
        {title}
        {activeCount > 0 ? ' ' : null}
        {activeCount > 0 ? (
          <span className="min-w-5 rounded-full bg-primary px-1.5 text-xs text-white">
            {activeCount}
            {/* The name is the visible text plus this: "Filtros 2 activos" (axe label-content-name-mismatch). */}
            <span className="sr-only"> activos</span>
          </span>
        ) : null}
      </Button>
      <Sheet
        open={open}
        onOpenChange={openChange}
        title={title}
        bodyClassName=""
        footer={
          <>
            <Button variant="ghost" className="mr-auto" onClick={() => setDraft({})}>
              Limpiar
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" form={formId}>
              Aplicar
            </Button>
          </>
        }
      >
        <form
          id={formId}
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            onApply(cleanFilters(draft));
            setOpen(false);
          }}
        >
          {sections.map((section, index) => {
            const isOpen = expanded.has(section.title);
            const regionId = `${baseId}-section-${index}`;
            const count = activeIn(section, draft);
            return (
              <section key={section.title} className="border-b border-line">
                <h3>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={regionId}
                    onClick={() => toggleSection(section.title)}
                    className="flex h-12 w-full items-center gap-2 px-5 text-left text-sm font-semibold text-ink hover:bg-background"
                  >
                    <span className="flex-1">{section.title}</span>
                    {count > 0 ? (
                      <span className="rounded-full bg-primary-soft px-2 text-xs text-primary">
                        {count}
                      </span>
                    ) : null}
                    <ChevronDown
                      className={cx(
                        'size-4 text-muted transition-transform',
                        isOpen && 'rotate-180',
                      )}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <div id={regionId} hidden={!isOpen} className="flex flex-col gap-1 px-5 pt-1 pb-3">
                  {section.filters.map((definition) => (
                    <FilterControl
                      key={definition.key}
                      definition={definition}
                      value={draft[definition.key]}
                      onChange={(value) => setValue(definition.key, value)}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </form>
      </Sheet>
    </>
  );
}
