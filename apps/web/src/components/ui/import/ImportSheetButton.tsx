import { FileUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Sheet } from '../Sheet';
import { Tabs } from '../Tabs';

export interface ImportSheetButtonProps {
  /** The sheet's title: 'Importar clientes'. */
  title: string;
  /** The wizard, opening the import `initialId` (null: a new one); `key` restarts it. */
  wizard: (initialId: number | null, key: number) => ReactNode;
  /** The import history; `onOpen` shows an import in the wizard. */
  history: (onOpen: (id: number) => void) => ReactNode;
}

/** "Importar": an import's wizard and its history, in a side sheet. */
export function ImportSheetButton({ title, wizard, history }: ImportSheetButtonProps) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('nueva');
  const [opened, setOpened] = useState<{ id: number | null; key: number }>({ id: null, key: 0 });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <FileUp className="size-4" aria-hidden />
        Importar
      </Button>
      <Sheet open={open} onOpenChange={setOpen} title={title} width="xl">
        <Tabs
          label={title}
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: 'nueva', label: 'Importación', content: wizard(opened.id, opened.key) },
            {
              value: 'historial',
              label: 'Historial',
              content: history((id) => {
                setOpened((current) => ({ id, key: current.key + 1 }));
                setTab('nueva');
              }),
            },
          ]}
        />
      </Sheet>
    </>
  );
}
