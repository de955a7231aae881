import { getPermissionFlags } from '@kiwi/domain';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { Tabs } from '../../../components/ui/Tabs';
import { useSession } from '../../auth/session/session-store';
import { ImportHistory } from './ImportHistory';
import { ImportWizard } from './ImportWizard';

/**
 * "Importar" in the /teletrabajo toolbar (Manager and above, decision 1201): the lead
 * import wizard and the history of imports, in a side sheet.
 */
export function ImportCustomersButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('nueva');
  const [opened, setOpened] = useState<{ id: number | null; key: number }>({ id: null, key: 0 });
  if (!session || !getPermissionFlags(session.subject).hasManagerPermission) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <FileUp className="size-4" aria-hidden />
        Importar
      </Button>
      <Sheet open={open} onOpenChange={setOpen} title="Importar clientes" width="xl">
        <Tabs
          label="Importación de clientes"
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'nueva',
              label: 'Importación',
              content: <ImportWizard key={opened.key} initialImportId={opened.id} />,
            },
            {
              value: 'historial',
              label: 'Historial',
              content: (
                <ImportHistory
                  onOpen={(id) => {
                    setOpened((current) => ({ id, key: current.key + 1 }));
                    setTab('nueva');
                  }}
                />
              ),
            },
          ]}
        />
      </Sheet>
    </>
  );
}
