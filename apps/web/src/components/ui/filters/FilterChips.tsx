import { X } from 'lucide-react';
import { Button } from '../Button';
import { filterValueText } from './filter-labels';
import type { FilterDefinition, FilterValues } from './filter-types';

export interface FilterChipsProps {
  definitions: readonly FilterDefinition[];
  values: FilterValues;
  onRemove: (key: string) => void;
  onClear: () => void;
}

/** The active filters as removable chips, and 'Limpiar' for all of them. */
export function FilterChips({ definitions, values, onRemove, onClear }: FilterChipsProps) {
  const active = definitions.filter((definition) => values[definition.key] !== undefined);
  if (active.length === 0) return null;
  return (
    <div role="group" aria-label="Filtros activos" className="flex flex-wrap items-center gap-2">
      {active.map((definition) => {
        const text = filterValueText(definition, values[definition.key] ?? '');
        return (
          <span
            key={definition.key}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary-soft py-0.5 pr-1 pl-3 text-sm text-ink"
          >
            <span className="truncate">
              <span className="font-medium">{definition.label}:</span> {text}
            </span>
            <button
              type="button"
              onClick={() => onRemove(definition.key)}
              aria-label={`Quitar filtro ${definition.label}: ${text}`}
              className="rounded-full p-1 text-muted hover:bg-primary/10 hover:text-primary"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        );
      })}
      <Button variant="ghost" size="sm" onClick={onClear}>
        Limpiar
      </Button>
    </div>
  );
}
