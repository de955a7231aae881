import { Bookmark, BookmarkPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { DropdownMenu, MenuItem, MenuLabel, MenuSeparator } from '../DropdownMenu';
import { FormDialog } from '../form/FormDialog';
import { Switch } from '../Switch';
import { TextField } from '../TextField';
import type { ListView } from './list-state-codec';
import { sameView } from './same-view';

/** A saved "vista": a name and the list state it restores. */
export interface SavedView {
  id: string | number;
  name: string;
  view: ListView;
  /** Visible to the whole team (a Manager shared it). */
  shared?: boolean;
  /** The user may delete it. */
  canDelete?: boolean;
}

export interface SaveViewInput {
  name: string;
  shared: boolean;
  view: ListView;
}

export interface SavedViewsMenuProps {
  views: readonly SavedView[];
  /** The list's current state (useListState().view). */
  current: ListView;
  onApply: (view: SavedView) => void;
  /** Rejecting with an ApiError shows its field errors ('name') in the dialog. */
  onSave: (input: SaveViewInput) => Promise<unknown>;
  onDelete?: (view: SavedView) => Promise<unknown>;
  /** Offer "Compartir con el equipo" (Managers and above). */
  canShare?: boolean;
}

const ZSaveViewSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Introduzca un nombre' })
    .max(60, { error: 'Máximo 60 caracteres' }),
  shared: z.boolean(),
});

/** "Vistas": apply a saved view, save the current one, delete the one shown. */
export function SavedViewsMenu({
  views,
  current,
  onApply,
  onSave,
  onDelete,
  canShare,
}: SavedViewsMenuProps) {
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const active = views.find((view) => sameView(view.view, current)) ?? null;
  const own = views.filter((view) => !view.shared);
  const team = views.filter((view) => view.shared);

  const section = (title: string, list: readonly SavedView[]) =>
    list.length > 0 ? (
      <>
        <MenuLabel>{title}</MenuLabel>
        {list.map((view) => (
          <MenuItem key={view.id} icon={Bookmark} onSelect={() => onApply(view)}>
            {view.name}
            {view === active ? <span className="sr-only"> (vista actual)</span> : null}
          </MenuItem>
        ))}
      </>
    ) : null;

  return (
    <>
      <DropdownMenu
        align="start"
        label="Vistas guardadas"
        trigger={
          <Button variant="secondary" size="sm">
            <Bookmark className="size-4" aria-hidden="true" />
            <span className="max-w-40 truncate">{active ? active.name : 'Vistas'}</span>
          </Button>
        }
      >
        {section('Mis vistas', own)}
        {section('Del equipo', team)}
        {views.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted">Aún no hay vistas guardadas</p>
        ) : null}
        <MenuSeparator />
        <MenuItem icon={BookmarkPlus} onSelect={() => setSaving(true)}>
          Guardar vista actual…
        </MenuItem>
        {active?.canDelete && onDelete ? (
          <MenuItem icon={Trash2} destructive onSelect={() => setDeleting(active)}>
            Eliminar vista «{active.name}»
          </MenuItem>
        ) : null}
      </DropdownMenu>
      <FormDialog
        open={saving}
        onOpenChange={setSaving}
        mode="create"
        size="sm"
        title="Guardar vista"
        description="Guarda los filtros, las columnas y el orden actuales."
        schema={ZSaveViewSchema}
        defaultValues={{ name: '', shared: false }}
        submitLabel="Guardar"
        onSubmit={(values) => onSave({ ...values, view: current })}
      >
        {(form) => (
          <div className="flex flex-col gap-2">
            <TextField
              label="Nombre"
              required
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            {canShare ? (
              <Switch
                label="Compartir con el equipo"
                checked={form.watch('shared')}
                onCheckedChange={(checked) => form.setValue('shared', checked)}
              />
            ) : null}
          </div>
        )}
      </FormDialog>
      {onDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title="Eliminar vista"
          description={`Se eliminará la vista «${deleting?.name ?? ''}». Los datos no cambian.`}
          confirmLabel="Eliminar"
          destructive
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
        />
      ) : null}
    </>
  );
}
