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

function ContractCard({ contract }: { contract: CustomerContract }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{contract.isp}</h3>
        {contract.estadoServicio ? <Badge color="info">{contract.estadoServicio}</Badge> : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Detail label="SFID" value={contract.sfid} />
        <Detail label="Paquete" value={contract.packageId} />
        <Detail label="Segmento" value={contract.segment} />
        <Detail label="Categoría de tarifa" value={contract.tariffCategory} />
        <Detail label="Estado del servicio" value={contract.serviceState} />
        <Detail
          label="Fin de permanencia"
          value={
            contract.permanenceEnding
              ? formatDay(contract.permanenceEnding.slice(0, 10), 'd MMM yyyy')
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
