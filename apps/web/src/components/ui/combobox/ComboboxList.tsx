import { Command } from 'cmdk';
import { Check, Search } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { matchesSearch } from '../../../lib/search-text';
import { Button } from '../Button';
import { optionKey, type Option, type OptionValue } from '../options';

export interface ComboboxListProps<V extends OptionValue> {
  label: string;
  options: readonly Option<V>[];
  selectedKeys: ReadonlySet<string>;
  onToggle: (option: Option<V>) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Server-side search: the list shows what it got, unfiltered. */
  serverFiltered: boolean;
  searchable: boolean;
  multiple: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  searchPlaceholder: string;
  emptyText: string;
}

function filterByLabel(_value: string, search: string, keywords?: string[]): number {
  return matchesSearch((keywords ?? []).join(' '), search) ? 1 : 0;
}

/** The searchable list inside a Combobox's popover (cmdk: arrows, Enter, type to filter). */
export function ComboboxList<V extends OptionValue>({
  label,
  options,
  selectedKeys,
  onToggle,
  search,
  onSearchChange,
  serverFiltered,
  searchable,
  multiple,
  loading,
  failed,
  onRetry,
  searchPlaceholder,
  emptyText,
}: ComboboxListProps<V>) {
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  return (
    <Command label={label} shouldFilter={!serverFiltered} filter={filterByLabel} loop>
      {searchable ? (
        <div className="flex items-center gap-2 border-b border-line px-3">
          <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <Command.Input
            value={search}
            onValueChange={onSearchChange}
            placeholder={searchPlaceholder}
            className="h-11 w-full min-w-0 bg-transparent text-base outline-none focus-visible:outline-none md:text-sm"
          />
        </div>
      ) : null}
      <Command.List
        label={label}
        aria-multiselectable={multiple || undefined}
        className="max-h-72 overflow-y-auto p-1.5"
      >
        {loading ? (
          <Command.Loading>
            <p className="px-3 py-2 text-sm text-muted">Buscando…</p>
          </Command.Loading>
        ) : null}
        {failed ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-danger"
          >
            No se pudieron cargar las opciones
            <Button variant="ghost" size="sm" onClick={onRetry}>
              Reintentar
            </Button>
          </div>
        ) : null}
        {!loading && !failed ? (
          <Command.Empty className="px-3 py-2 text-sm text-muted">{emptyText}</Command.Empty>
        ) : null}
        {groups.map((group) => (
          <Command.Group
            key={group}
            heading={group || undefined}
            className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted"
          >
            {options
              .filter((option) => (option.group ?? '') === group)
              .map((option) => {
                const key = optionKey(option.value);
                const chosen = selectedKeys.has(key);
                return (
                  <Command.Item
                    key={key}
                    value={key}
                    keywords={[option.label, option.description ?? '']}
                    disabled={option.disabled}
                    onSelect={() => onToggle(option)}
                    aria-checked={multiple ? chosen : undefined}
                    data-chosen={chosen || undefined}
                    className="group flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[disabled=true]:cursor-default data-[disabled=true]:opacity-50 data-[selected=true]:bg-primary-soft"
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        'flex size-4 shrink-0 items-center justify-center',
                        multiple && 'rounded border-2',
                        multiple &&
                          (chosen ? 'border-primary bg-primary text-white' : 'border-muted/60'),
                        !multiple && 'text-primary',
                      )}
                    >
                      {chosen ? <Check className="size-3.5" strokeWidth={3} /> : null}
                    </span>
                    {option.icon}
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate">{option.label}</span>
                      {option.description ? (
                        <span className="truncate text-xs text-muted group-data-[selected=true]:text-ink/80">
                          {option.description}
                        </span>
                      ) : null}
                    </span>
                    {!multiple && chosen ? <span className="sr-only">(seleccionado)</span> : null}
                  </Command.Item>
                );
              })}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}
