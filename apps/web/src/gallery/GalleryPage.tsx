import { KiwiLogo } from '../components/ui/KiwiLogo';
import { PageHeader } from '../components/ui/PageHeader';
import { DisplaySection } from './DisplaySection';
import { FormsSection } from './FormsSection';
import { ListSection } from './ListSection';
import { OverlaysSection } from './OverlaysSection';

/** Every kit component in one page, to look at both sizes and to run axe on. */
export function GalleryPage() {
  return (
    <div className="min-h-dvh">
      <header className="flex h-16 items-center border-b border-line bg-surface px-4">
        <KiwiLogo size={28} />
      </header>
      <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 sm:px-6 lg:px-8">
        <PageHeader
          title="Galería del kit de interfaz"
          description="Cada componente de components/ui con datos de ejemplo (solo en desarrollo)."
        />
        <ListSection />
        <FormsSection />
        <OverlaysSection />
        <DisplaySection />
      </main>
    </div>
  );
}
