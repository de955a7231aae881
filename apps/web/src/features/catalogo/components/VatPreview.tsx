import { formatEuros } from '../../../lib/money-format';
import { segmentLabel } from './labels';
import { vatPreview } from './vat-preview';

/** "Precio con impuestos": the monthly price in each VAT location, live while typing. */
export function VatPreview(props: {
  price: number | string | null | undefined;
  operator: string;
  segment: string;
}) {
  const rows = vatPreview(props);
  const applied = rows.some((row) => row.applied);
  return (
    <section
      aria-labelledby="vat-preview-title"
      className="rounded-xl border border-line bg-background p-3"
    >
      <h3 id="vat-preview-title" className="text-sm font-semibold text-ink">
        Precio con impuestos
      </h3>
      {!props.segment ? (
        <p className="mt-1 text-sm text-muted">Elija el segmento para ver el precio final.</p>
      ) : !applied ? (
        <p className="mt-1 text-sm text-muted">
          El segmento {segmentLabel(props.segment)} no lleva impuestos en la oferta: se cobra el
          precio tal cual.
        </p>
      ) : null}
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rows.map((row) => (
          <div key={row.location} className="rounded-lg bg-surface px-3 py-2">
            <dt className="text-xs text-muted">
              {row.location} · {row.applied ? `${row.tax} ${row.percentage} %` : 'sin impuesto'}
            </dt>
            <dd className="text-base font-semibold tabular-nums text-ink">
              {formatEuros(row.total)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
