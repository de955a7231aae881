import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';

export interface ChooserColumn {
  id: string;
  label: string;
  visible: boolean;
  hideable: boolean;
  /** Stays first (the title column): neither hidden nor moved. */
  pinned: boolean;
}

export interface ColumnChooserProps {
  /** Every column, visible ones first in their order. */
  columns: readonly ChooserColumn[];
  /** The visible column ids, in order. */
  onChange: (visibleIds: string[]) => void;
  onReset: () => void;
}

function visibleIds(columns: readonly ChooserColumn[]): string[] {
  return columns.filter((column) => column.visible).map((column) => column.id);
}

/** "Columnas": show, hide and reorder the table's columns (kept in the URL and in views). */
export function ColumnChooser({ columns, onChange, onReset }: ColumnChooserProps) {
  const move = (index: number, delta: number) => {
    const next = [...columns];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + delta, 0, moved);
    onChange(visibleIds(next));
  };
  const setVisible = (id: string, visible: boolean) =>
    onChange(
      visibleIds(columns.map((column) => (column.id === id ? { ...column, visible } : column))),
    );

  return (
    <Popover
      label="Columnas"
      align="end"
      className="w-80 p-2"
      trigger={
        <Button variant="secondary" size="sm">
          <Columns3 className="size-4" aria-hidden="true" />
          Columnas
        </Button>
      }
    >
      <p className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
        Columnas visibles
      </p>
      <ul className="flex flex-col">
        {columns.map((column, index) => (
          <li
            key={column.id}
            className="flex items-center gap-1 rounded-md px-2 py-1 hover:bg-background"
          >
            <Checkbox
              className="min-w-0 flex-1"
              label={column.label}
              checked={column.visible}
              disabled={!column.hideable}
              onCheckedChange={(checked) => setVisible(column.id, checked)}
            />
            {column.pinned ? (
              <span className="w-16" />
            ) : (
              <>
                <IconButton
                  icon={ArrowUp}
                  size="sm"
                  label={`Subir ${column.label}`}
                  disabled={index === 0 || columns[index - 1]?.pinned}
                  onClick={() => move(index, -1)}
                />
                <IconButton
                  icon={ArrowDown}
                  size="sm"
                  label={`Bajar ${column.label}`}
                  disabled={index === columns.length - 1}
                  onClick={() => move(index, 1)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end border-t border-line pt-2">
        <Button variant="ghost" size="sm" onClick={onReset}>
          Restablecer
        </Button>
      </div>
    </Popover>
  );
}
