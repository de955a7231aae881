import { Database, Trash2, UserRoundCog } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import type { BulkKind } from './bulk-texts';

/** The actions offered on a selection (or on all that match). */
export function BulkActionButtons({ onChoose }: { onChoose: (kind: BulkKind) => void }) {
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => onChoose('reasignar')}>
        <UserRoundCog className="size-4" aria-hidden="true" />
        Reasignar comercial
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose('origen')}>
        <Database className="size-4" aria-hidden="true" />
        Cambiar origen
      </Button>
      <Button size="sm" variant="danger" onClick={() => onChoose('eliminar')}>
        <Trash2 className="size-4" aria-hidden="true" />
        Eliminar
      </Button>
    </>
  );
}
