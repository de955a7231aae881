import * as Dialog from '@radix-ui/react-dialog';
import { DRAWER_WIDTH_PX, type AccessSubject } from '@kiwi/domain';
import { X } from 'lucide-react';
import { DrawerContent } from './DrawerContent';

/** Permanent 300 px side menu on large screens. */
export function PermanentDrawer({ subject }: { subject: AccessSubject }) {
  return (
    <aside
      className="fixed inset-y-0 left-0 z-30 hidden border-r border-line lg:block"
      style={{ width: DRAWER_WIDTH_PX }}
      data-testid="side-drawer"
    >
      <DrawerContent subject={subject} />
    </aside>
  );
}

export interface ModalDrawerProps {
  subject: AccessSubject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The same menu as a sliding panel on phones and tablets. */
export function ModalDrawer({ subject, open, onOpenChange }: ModalDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 max-w-[85vw] shadow-xl outline-none lg:hidden"
          style={{ width: DRAWER_WIDTH_PX }}
          data-testid="side-drawer"
        >
          <Dialog.Title className="sr-only">Menú principal</Dialog.Title>
          <Dialog.Description className="sr-only">Secciones de Kiwi</Dialog.Description>
          <Dialog.Close
            className="absolute top-3 right-3 z-10 rounded-full p-2 text-muted hover:bg-background"
            aria-label="Cerrar menú"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <DrawerContent subject={subject} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
