import { ArrowLeft, IdCard, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/Badge';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { StatusChip } from '../../../../components/ui/StatusChip';
import { formatMadrid } from '../../../../lib/dates';
import type { CustomerView } from '../../api/customer-shapes';
import { CUSTOMER_LIST_PATH } from '../../customer-paths';
import { formatPhone } from '../../phone-format';

function Fact({
  icon: Icon,
  children,
  label,
}: {
  icon: typeof Phone;
  children: ReactNode;
  label: string;
}) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 text-ink">
      <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span className="truncate">{children}</span>
    </span>
  );
}

function humanise(code: string): string {
  const text = code.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The top of the full view: back to the list, the name, the state chip and
 * the key data; `actions` is the slot where modules add their buttons (right
 * of the title on desktop, under the key data on phones).
 */
export function CustomerHeader({
  customer,
  actions,
}: {
  customer: CustomerView;
  actions: ReactNode;
}) {
  const state = customer.lastAtencion?.estado;
  const place = [customer.direccion.cp, customer.direccion.localidad].filter(Boolean).join(' ');
  const phone = customer.telefonosContacto[0];
  return (
    <PageHeader
      title={customer.nombre}
      before={
        <Link
          to={CUSTOMER_LIST_PATH}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Clientes
        </Link>
      }
      // PageHeader draws the description in a <p>: phrasing content only (spans).
      description={
        <span className="mt-1 flex flex-col gap-2">
          <span className="flex flex-wrap items-center gap-2">
            {state ? (
              <StatusChip label={state.label} color={state.color} icon={state.icon} />
            ) : customer.estadoCliente ? (
              <Badge>{humanise(customer.estadoCliente)}</Badge>
            ) : null}
            {customer.nextAgendado ? (
              <Badge color="blue">
                Agendado {formatMadrid(customer.nextAgendado.fechaAgendado, 'd MMM, HH:mm')}
              </Badge>
            ) : null}
          </span>
          <span data-testid="customer-key-data" className="flex flex-wrap gap-x-4 gap-y-1">
            <Fact icon={UserRound} label="Comercial">
              {customer.comercialInfo?.nombre ?? 'Por asignar'}
            </Fact>
            {customer.documento ? (
              <Fact icon={IdCard} label="Documento">
                {customer.documento}
              </Fact>
            ) : null}
            {phone ? (
              <Fact icon={Phone} label="Teléfono">
                <a href={`tel:${phone}`} className="text-primary hover:underline">
                  {formatPhone(phone)}
                </a>
              </Fact>
            ) : null}
            {place ? (
              <Fact icon={MapPin} label="Localidad">
                {place}
              </Fact>
            ) : null}
          </span>
        </span>
      }
      actions={actions}
    />
  );
}
