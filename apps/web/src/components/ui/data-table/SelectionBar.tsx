import type { ReactNode } from 'react';
import { Button } from '../Button';
import { countText, formatCount } from '../count-label';
import type { ItemNoun } from './types';
import type { RowSelection, RowSelectionController } from './use-row-selection';

export interface SelectionBarProps {
  controller: RowSelectionController;
  total: number;
  estimated?: boolean | undefined;
  /** Every row of the current page is selected. */
  pageFullySelected: boolean;
  rowsOnPage: number;
  noun: ItemNoun;
  bulkActions?: ((selection: RowSelection) => ReactNode) | undefined;
}

function selectedWord(noun: ItemNoun, count: number): string {
  const ending = noun.feminine ? 'a' : 'o';
  return `${count === 1 ? noun.one : noun.other} seleccionad${ending}${count === 1 ? '' : 's'}`;
}

/**
 * What is selected, the bulk actions, and — once a whole page is ticked —
 * the offer to select every row that matches the filters (Gmail's banner).
 */
export function SelectionBar({
  controller,
  total,
  estimated,
  pageFullySelected,
  rowsOnPage,
  noun,
  bulkActions,
}: SelectionBarProps) {
  const { selection } = controller;
  if (controller.isEmpty) return null;
  const count = selection.allMatching ? total : selection.ids.size;
  const summary = selection.allMatching
    ? `Todos los ${countText({ total, estimated })} ${noun.other} que coinciden están seleccionados`
    : `${formatCount(count)} ${selectedWord(noun, count)}`;
  const offerAll = !selection.allMatching && pageFullySelected && total > rowsOnPage;

  return (
    <div
      role="region"
      aria-label="Selección"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-primary/25 bg-primary-soft px-3 py-2 text-sm"
    >
      <p role="status" className="font-medium text-ink">
        {summary}
      </p>
      {offerAll ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={controller.selectAllMatching}
          className="underline-offset-2 hover:underline"
        >
          Seleccionar los {countText({ total, estimated })} que coinciden
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={controller.clear}>
        Quitar selección
      </Button>
      {bulkActions ? (
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{bulkActions(selection)}</div>
      ) : null}
    </div>
  );
}
