import { DOCUMENT_TYPES, SEGMENTS } from '@kiwi/domain';
import { SquarePen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { formatMadrid } from '../../../../lib/dates';
import type { CustomerView } from '../../api/customer-shapes';
import { formatPhone } from '../../phone-format';

function labelOf(list: readonly { value: string; label: string }[], value: string | null) {
  return value ? (list.find((item) => item.value === value)?.label ?? value) : null;
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink">
        {empty ? <span className="text-muted">—</span> : children}
      </dd>
    </div>
  );
}

/** "Datos": the customer in view mode, with "Editar" (opens the form in edit mode). */
export function CustomerDataCard({
  customer,
  onEdit,
}: {
  customer: CustomerView;
  onEdit: () => void;
}) {
  const address = customer.direccion;
  const place = [address.cp, address.localidad].filter(Boolean).join(' ');
  return (
    <Card
      title="Datos del cliente"
      actions={
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <SquarePen className="size-4" aria-hidden="true" />
          Editar
        </Button>
      }
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label="Nombre" wide>
          {customer.nombre}
        </Item>
        <Item label="Documento">
          {customer.documento
            ? `${customer.documento}${customer.tipoDocumento ? ` (${labelOf(DOCUMENT_TYPES, customer.tipoDocumento)})` : ''}`
            : null}
        </Item>
        <Item label="Teléfonos">
          {customer.telefonosContacto.length > 0 ? (
            <ul>
              {customer.telefonosContacto.map((phone) => (
                <li key={phone}>
                  <a href={`tel:${phone}`} className="text-primary hover:underline">
                    {formatPhone(phone)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Item>
        <Item label="Email">
          {customer.email ? (
            <a href={`mailto:${customer.email}`} className="text-primary hover:underline">
              {customer.email}
            </a>
          ) : null}
        </Item>
        <Item label="Segmento">{labelOf(SEGMENTS, customer.segmento)}</Item>
        <Item label="Dirección" wide>
          {[address.direccion, place].filter(Boolean).join(', ') || null}
        </Item>
        <Item label="Comercial">{customer.comercialInfo?.nombre ?? 'Por asignar'}</Item>
        <Item label="Origen de la base de datos">{customer.origen?.nombre ?? null}</Item>
        <Item label="Operador actual (ISP)">{customer.ispActual}</Item>
        <Item label="Último contacto">
          {customer.fechaContacto
            ? formatMadrid(customer.fechaContacto, 'd MMM yyyy, HH:mm')
            : null}
        </Item>
        <Item label="Razón de no interés" wide>
          {customer.razonNoInteresado}
        </Item>
        <Item label="Notas" wide>
          {customer.notas ? <span className="whitespace-pre-line">{customer.notas}</span> : null}
        </Item>
      </dl>
    </Card>
  );
}
