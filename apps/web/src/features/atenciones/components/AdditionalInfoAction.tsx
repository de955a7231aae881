import { PACKAGE_MESSAGES, type TAdditionalInfoResponse } from '@kiwi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { showSnackbar } from '../../../lib/snackbar';
import { additionalInfoQuery } from '../api/additional-info';
import { AdditionalInfoDialog } from './AdditionalInfoDialog';

/**
 * "Información adicional" of one package: reads the stored info first (so an edit never
 * starts from an empty form), then opens the dialog.
 */
export function AdditionalInfoAction({
  paquete,
  infoId,
  label,
}: {
  paquete: number;
  infoId: number | null;
  label: string;
}) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<{ info: TAdditionalInfoResponse | null } | null>(null);

  async function openDialog() {
    if (infoId === null) return setEditing({ info: null });
    setLoading(true);
    try {
      setEditing({ info: await client.fetchQuery(additionalInfoQuery(infoId)) });
    } catch {
      showSnackbar({ kind: 'error', message: PACKAGE_MESSAGES.additionalInfoLoadFailure });
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" busy={loading} onClick={() => void openDialog()}>
        <FileText aria-hidden className="size-4" />
        Información adicional
      </Button>
      {infoId === null ? (
        <Badge color="warning">Sin información adicional</Badge>
      ) : (
        <Badge color="success">Con información adicional</Badge>
      )}
      {editing ? (
        <AdditionalInfoDialog
          open
          paquete={paquete}
          label={label}
          info={editing.info}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
    </div>
  );
}
