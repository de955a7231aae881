import { ACCOUNT_STATES, PACKAGE_STATES, SALES_STATUSES } from '@kiwi/domain';
import { FilePlus, NotebookPen, PhoneCall, SquarePen } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../components/ui/Badge';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { ChangeList } from '../components/ui/ChangeList';
import { EmptyState } from '../components/ui/EmptyState';
import { Pagination } from '../components/ui/Pagination';
import { ProgressBar } from '../components/ui/ProgressBar';
import { Skeleton, SkeletonText } from '../components/ui/Skeleton';
import { StatusChip } from '../components/ui/StatusChip';
import { Tabs } from '../components/ui/Tabs';
import { Timeline } from '../components/ui/Timeline';
import { GallerySection } from './GallerySection';

const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function History() {
  return (
    <Timeline
      label="Historial del cliente"
      entries={[
        {
          id: 4,
          at: ago(35),
          title: 'Cliente modificado',
          who: 'Carmen Comercial',
          icon: SquarePen,
          color: 'info',
          detail: (
            <ChangeList
              changes={[
                { label: 'Teléfono', from: '600 123 123', to: '600 456 456' },
                { label: 'Email', from: null, to: 'ana.garcia@example.com' },
              ]}
            />
          ),
        },
        {
          id: 3,
          at: ago(60 * 3),
          title: 'Oferta presentada',
          who: 'Carmen Comercial',
          icon: FilePlus,
          color: 'info',
          summary: 'Fibra 600 Mb + 2 líneas · 52,90 €/mes',
        },
        {
          id: 2,
          at: ago(60 * 26),
          title: 'Llamada: volver a llamar',
          who: 'Mario Manager',
          icon: PhoneCall,
          color: 'warning',
        },
        {
          id: 1,
          at: ago(60 * 24 * 9),
          title: 'Nota añadida',
          who: 'Carmen Comercial',
          icon: NotebookPen,
          summary: 'Prefiere que le llamen por la tarde.',
        },
      ]}
    />
  );
}

/** Chips, badges, progress, paging, skeletons, tabs, timeline, empty state. */
export function DisplaySection() {
  const [page, setPage] = useState(3);
  const [size, setSize] = useState(25);
  return (
    <GallerySection id="presentacion" title="Estados, progreso y presentación">
      <Card title="Estados de los catálogos">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            {SALES_STATUSES.map((status) => (
              <StatusChip key={status.value} catalogue="salesStatus" value={status.value} />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            {ACCOUNT_STATES.map((state) => (
              <StatusChip key={state.value} catalogue="accountState" value={state.value} />
            ))}
            {PACKAGE_STATES.map((state) => (
              <StatusChip key={state.value} catalogue="packageState" value={state.value} />
            ))}
            <StatusChip catalogue="salesStatus" value={9} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>Neutro</Badge>
            <Badge color="primary" dot>
              Importado
            </Badge>
            <Badge color="success" solid>
              12
            </Badge>
          </div>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Progreso de una tarea">
          <div className="flex flex-col gap-4">
            <ProgressBar
              label="Progreso de la importación"
              value={35}
              detail="3.500 de 10.000 filas"
            />
            <ProgressBar label="Preparando" value={null} detail="Preparando la exportación…" />
          </div>
        </Card>
        <Card title="Cargando">
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-48" />
            <SkeletonText lines={3} />
          </div>
        </Card>
      </div>
      <Pagination
        page={page}
        pageSize={size}
        rowsOnPage={size}
        total={1234}
        onPageChange={setPage}
        onPageSizeChange={setSize}
      />
      <Card title="Ficha del cliente" flush>
        <div className="p-4 sm:p-5">
          <Tabs
            label="Secciones del cliente"
            tabs={[
              { value: 'historial', label: 'Historial', content: <History /> },
              {
                value: 'notas',
                label: 'Notas',
                count: 0,
                content: (
                  <EmptyState
                    compact
                    title="Sin notas"
                    description="Las notas que añada aparecerán aquí."
                    action={<Button size="sm">Añadir nota</Button>}
                  />
                ),
              },
              {
                value: 'contratos',
                label: 'Contratos',
                count: 2,
                content: <p className="text-sm">Contratos del cliente.</p>,
              },
            ]}
          />
        </div>
      </Card>
    </GallerySection>
  );
}
