import { ZNoInterestFormSchema } from '@kiwi/domain';
import { EllipsisVertical, Info, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/Button';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { DropdownMenu, MenuItem, MenuSeparator } from '../components/ui/DropdownMenu';
import { FormDialog } from '../components/ui/form/FormDialog';
import { IconButton } from '../components/ui/IconButton';
import { Sheet } from '../components/ui/Sheet';
import { TextField } from '../components/ui/TextField';
import { Textarea } from '../components/ui/Textarea';
import { Tooltip } from '../components/ui/Tooltip';
import { ApiError } from '../lib/http/api-error';
import { GallerySection } from './GallerySection';

/** Dialogs, sheets, menus and tooltips, opened from buttons. */
export function OverlaysSection() {
  const [form, setForm] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <GallerySection id="dialogos" title="Diálogos, paneles y menús">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => setForm(true)}>Abrir formulario</Button>
        <Button variant="danger" onClick={() => setConfirm(true)}>
          Eliminar cliente
        </Button>
        <Button variant="secondary" onClick={() => setSheet(true)}>
          Abrir panel lateral
        </Button>
        <DropdownMenu trigger={<IconButton icon={EllipsisVertical} label="Más acciones" />}>
          <MenuItem icon={Pencil} onSelect={() => undefined}>
            Editar
          </MenuItem>
          <MenuSeparator />
          <MenuItem icon={Trash2} destructive onSelect={() => undefined}>
            Eliminar
          </MenuItem>
        </DropdownMenu>
        <Tooltip content="Los cambios se guardan en el historial">
          <IconButton icon={Info} label="Información" />
        </Tooltip>
        <Button variant="ghost">Botón fantasma</Button>
        <Button variant="secondary" busy>
          Guardando
        </Button>
      </div>
      <FormDialog
        open={form}
        onOpenChange={setForm}
        mode="create"
        title="No interesado"
        description="Al guardar, el servidor responde con errores para ver cómo se muestran."
        schema={ZNoInterestFormSchema}
        defaultValues={{ razon: '', tipo: '', notas: '' }}
        onSubmit={() => {
          throw new ApiError(400, {
            razon: ['La razón ya está registrada hoy'],
            cliente: ['No existe'],
          });
        }}
      >
        {(f) => (
          <>
            <TextField
              label="Razón"
              required
              error={f.formState.errors.razon?.message}
              {...f.register('razon')}
            />
            <TextField
              label="Tipo"
              required
              error={f.formState.errors.tipo?.message}
              {...f.register('tipo')}
            />
            <Textarea label="Notas" {...f.register('notas')} />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Eliminar cliente"
        description="Se eliminará Ana García López y su historial de contacto. No se puede deshacer."
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => new Promise((resolve) => setTimeout(resolve, 1200))}
      />
      <Sheet
        open={sheet}
        onOpenChange={setSheet}
        title="Ana García López"
        description="Cliente · Málaga"
        width="lg"
      >
        <p className="text-sm text-muted">
          La ficha completa del cliente se abre aquí, con la lista detrás.
        </p>
      </Sheet>
    </GallerySection>
  );
}
