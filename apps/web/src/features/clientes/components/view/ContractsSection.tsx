import { SEGMENTS, TARIFF_CATEGORIES } from '@kiwi/domain';
import { FileSignature } from 'lucide-react';
import { Badge } from '../../../../components/ui/Badge';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { formatDay } from '../../../../lib/madrid-days';
import { useContracts, type CustomerContract } from '../../api/contracts';
import { SectionStates } from './SectionStates';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{value}</dd>
    </div>
  );
}

/** A catalogue code by its Spanish label (an unknown code as it comes). */
function labelOf(list: readonly { value: string; label: string }[], code: string | null) {
  return code ? (list.find((item) => item.value === code)?.label ?? code) : null;
}

function permanenceNote(days: number | null): string {
  if (days === null) return '';
  if (days < 0) return ' (terminada)';
  if (days === 0) return ' (termina hoy)';
  return days === 1 ? ' (queda 1 día)' : ` (quedan ${days} días)`;
}

function ContractCard({ contract }: { contract: CustomerContract }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{contract.isp}</h3>
        <span className="flex flex-wrap gap-1.5">
          {contract.dias_permanencia !== null && contract.dias_permanencia <= 0 ? (
            <Badge color="success">Sin permanencia</Badge>
          ) : null}
          {contract.estado_servicio ? <Badge color="info">{contract.estado_servicio}</Badge> : null}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Detail label="SFID" value={contract.sfid} />
        <Detail label="Paquete" value={contract.package_id} />
        <Detail label="Segmento" value={labelOf(SEGMENTS, contract.segment)} />
        <Detail
          label="Categoría de tarifa"
          value={labelOf(TARIFF_CATEGORIES, contract.tariff_category)}
        />
        <Detail label="Estado del servicio" value={contract.service_state} />
        <Detail
          label="Fin de permanencia"
          value={
            contract.permanence_ending
              ? `${formatDay(contract.permanence_ending.slice(0, 10), 'd MMM yyyy')}${permanenceNote(contract.dias_permanencia)}`
              : null
          }
        />
      </dl>
      {contract.services.length > 0 ? (
        <ul aria-label="Servicios" className="mt-3 flex flex-wrap gap-1.5">
          {contract.services.map((service) => (
            <li key={service}>
              <Badge>{service}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** "Contratos": the customer's contracts at the operators. */
export function ContractsSection({ customerId }: { customerId: number }) {
  const contracts = useContracts(customerId);
  return (
    <SectionStates query={contracts} failure="No se han podido cargar los contratos">
      {() =>
        contracts.data && contracts.data.length > 0 ? (
          <ul aria-label="Contratos del cliente" className="flex flex-col gap-3">
            {contracts.data.map((contract) => (
              <ContractCard key={contract.id} contract={contract} />
            ))}
          </ul>
        ) : (
          <EmptyState
            compact
            icon={FileSignature}
            title="Sin contratos"
            description="El cliente no tiene contratos registrados con ningún operador."
          />
        )
      }
    </SectionStates>
  );
}
