import { ChevronDown } from 'lucide-react';
import { useState, type ReactElement, type Ref } from 'react';
import { fieldShell } from '../Field';
import { optionKey, type Option, type OptionValue } from '../options';
import { PickerField } from '../PickerField';
import { ComboboxList } from './ComboboxList';
import { useComboboxOptions, type LoadOptions } from './use-combobox-options';

interface ComboboxBaseProps<V extends OptionValue> {
  label: string;
  /** A fixed list (filtered in the browser, accents ignored)… */
  options?: readonly Option<V>[];
  /** …or a server search for what the user types. */
  loadOptions?: LoadOptions<V>;
  /** Labels of values chosen before the server list is loaded (async mode). */
  selectedOptions?: readonly Option<V>[];
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Search box in the list; default: on for more than 7 options and for server search. */
  searchable?: boolean;
  /** A button that empties the choice. */
  clearable?: boolean;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  onBlur?: () => void;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export interface ComboboxSingleProps<V extends OptionValue> extends ComboboxBaseProps<V> {
  multiple?: false;
  /** null: nothing chosen — unless an option's value is null ('Por asignar'). */
  value: V | null;
  onChange: (value: V | null) => void;
}

export interface ComboboxMultiProps<V extends OptionValue> extends ComboboxBaseProps<V> {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}

export type ComboboxProps<V extends OptionValue> = ComboboxSingleProps<V> | ComboboxMultiProps<V>;

const SHOWN_LABELS = 2;

/** Choose one or several values from a list with search (static or from the server). */
export function Combobox<V extends OptionValue>(props: ComboboxMultiProps<V>): ReactElement;
export function Combobox<V extends OptionValue>(props: ComboboxSingleProps<V>): ReactElement;
export function Combobox<V extends OptionValue>(props: ComboboxProps<V>): ReactElement {
  const {
    label,
    options,
    loadOptions,
    selectedOptions,
    placeholder = 'Seleccione…',
    searchPlaceholder = 'Buscar…',
    emptyText = 'Sin resultados',
    clearable,
    disabled,
    onBlur,
    ref,
  } = props;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const state = useComboboxOptions({ options, loadOptions, selectedOptions, search, open });
  // An option whose value is null itself ('Por asignar'), not the text 'null' a filter travels as.
  const nullIsAnOption = state.known.get('null')?.value === null;

  const chosen: (V | null)[] = props.multiple
    ? [...props.value]
    : props.value === null && !nullIsAnOption
      ? []
      : [props.value];
  const selectedKeys = new Set(chosen.map(optionKey));
  const labels = chosen.map((value) => state.known.get(optionKey(value))?.label ?? String(value));
  const summary =
    labels.length > SHOWN_LABELS
      ? `${labels.slice(0, SHOWN_LABELS).join(', ')} y ${labels.length - SHOWN_LABELS} más`
      : labels.join(', ');

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSearch('');
      onBlur?.();
    }
  };
  const toggle = (option: Option<V>) => {
    if (props.multiple) {
      const key = optionKey(option.value);
      props.onChange(
        selectedKeys.has(key)
          ? props.value.filter((value) => optionKey(value) !== key)
          : [...props.value, option.value],
      );
      return;
    }
    props.onChange(option.value);
    changeOpen(false);
  };
  const clear = () => (props.multiple ? props.onChange([]) : props.onChange(null));
  const searchable = props.searchable ?? (Boolean(loadOptions) || (options?.length ?? 0) > 7);

  return (
    <PickerField
      {...fieldShell(props)}
      open={open}
      onOpenChange={changeOpen}
      valueText={summary}
      placeholder={placeholder}
      trailingIcon={ChevronDown}
      onClear={clearable && chosen.length > 0 ? clear : undefined}
      disabled={disabled}
      matchTriggerWidth
      triggerRef={ref}
    >
      <ComboboxList
        label={label}
        options={state.options}
        selectedKeys={selectedKeys}
        onToggle={toggle}
        search={search}
        onSearchChange={setSearch}
        serverFiltered={Boolean(loadOptions)}
        searchable={searchable}
        multiple={Boolean(props.multiple)}
        loading={state.loading}
        failed={state.failed}
        onRetry={state.retry}
        searchPlaceholder={searchPlaceholder}
        emptyText={emptyText}
      />
    </PickerField>
  );
}
