import { PACKAGE_MESSAGES, PACKAGE_STATES, SALE_TYPES, type TPaquete } from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StatusChip } from '../../../components/ui/StatusChip';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/http/api-error';
import { usePagedList } from '../../../lib/http/paged-list';
import { showSnackbar } from '../../../lib/snackbar';
import { PAQUETES_PATH, useUpdatePaquete } from '../api/pipeline';
import { AdditionalInfoAction } from './AdditionalInfoAction';

/** The packages of an offer: estado and operator order id of each line. */
export function PackagesSheet({
  offerId,
  title,
  onOpenChange,
}: {
  offerId: number;
  title: string;
  onOpenChange: (o: boolean) => void;
}) {
  const [page, setPage] = useState(1);
  const list = usePagedList<TPaquete>({
    queryKey: ['atenciones', 'paquetes', offerId],
    path: PAQUETES_PATH,
    params: { oferta: offerId, itemsPerPage: 50 },
    page,
    onPageChange: setPage,
  });
  return (
    <Sheet open onOpenChange={onOpenChange} title="Paquetes" description={title} width="lg">
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : (
        <ul className="grid gap-3">
          {(list.data?.results ?? []).map((p) => (
            <PackageEditor key={p.id} paquete={p} />
          ))}
        </ul>
      )}
    </Sheet>
  );
}

function PackageEditor({ paquete }: { paquete: TPaquete }) {
  const [estado, setEstado] = useState<string | null>(paquete.estado);
  const [orderId, setOrderId] = useState(paquete.order_id ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdatePaquete();
  const name = paquete.tarifa?.nombre ?? paquete.tipoLinea;
  const saleType =
    SALE_TYPES.find((t) => t.value === paquete.tipoVenta)?.label ?? paquete.tipoVenta;
  const detail = `${saleType}${paquete.telefono ? ` · ${paquete.telefono}` : ''}`;
  return (
    <li className="grid gap-3 rounded-lg border border-line p-3" aria-label={`Paquete ${name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium text-ink">{name}</p>
        <span className="text-sm text-muted">{detail}</span>
        {paquete.estado ? <StatusChip catalogue="packageState" value={paquete.estado} /> : null}
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Select<string>
          label="Estado"
          options={PACKAGE_STATES}
          value={estado}
          onChange={setEstado}
        />
        <TextField
          label="Nº de pedido"
          value={orderId}
          error={error}
          onChange={(e) => setOrderId(e.target.value)}
        />
        <Button
          size="sm"
          // Level with the inputs: the fields keep a help line (20 px + 4 px) under them.
          className="sm:mb-6"
          disabled={!estado || update.isPending}
          onClick={() =>
            update.mutate(
              {
                id: paquete.id,
                body: { estado: estado as 'ACTIVO', order_id: orderId.trim() || null },
              },
              {
                onSuccess: (answer) => {
                  setError(undefined);
                  showSnackbar({
                    kind: 'success',
                    message: `Paquete ${answer.estado === 'VUELO' ? 'en vuelo' : answer.estado.toLowerCase()}`,
                  });
                },
                onError: (e) => {
                  const fields = isApiError(e) ? e.fieldErrors : undefined;
                  setError(fields?.['order_id']?.[0]);
                  showSnackbar({ kind: 'error', message: PACKAGE_MESSAGES.stateUpdateFailure });
                },
              },
            )
          }
        >
          Guardar
        </Button>
      </div>
      <AdditionalInfoAction
        paquete={paquete.id}
        infoId={paquete.additional_info}
        label={`${name} · ${detail}`}
      />
    </li>
  );
}
