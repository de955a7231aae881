import { NOTE_MESSAGES, ZCreateNoteRequestSchema } from '@kiwi/domain';
import { StickyNote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Textarea } from '../../../../components/ui/Textarea';
import { formatMadrid } from '../../../../lib/dates';
import { isApiError } from '../../../../lib/http/api-error';
import { showSnackbar } from '../../../../lib/snackbar';
import { useCreateNota, useNotas } from '../../api/notas';
import { SectionStates } from './SectionStates';

/** "Notas": add a note (the author is the caller) and the customer's notes, newest first. */
export function NotesSection({ customerId }: { customerId: number }) {
  const notas = useNotas(customerId);
  const create = useCreateNota(customerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateNoteRequestSchema.safeParse({ nota: text, cliente: customerId });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'nota')?.message ?? 'Nota no válida');
      return;
    }
    setError(undefined);
    try {
      await create.mutateAsync(parsed.data.nota);
      setText('');
      showSnackbar({ kind: 'success', message: NOTE_MESSAGES.success });
    } catch (failure) {
      const fieldError = isApiError(failure, 400) ? failure.fieldErrors['nota']?.[0] : undefined;
      setError(fieldError);
      showSnackbar({ kind: 'error', message: NOTE_MESSAGES.failure });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card title="Añadir nota" titleLevel={3}>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
          <Textarea
            label="Nota"
            rows={3}
            required
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
            disabled={create.isPending}
          />
          <Button type="submit" className="self-end" busy={create.isPending}>
            Añadir nota
          </Button>
        </form>
      </Card>
      <SectionStates query={notas} failure="No se han podido cargar las notas">
        {() =>
          notas.data && notas.data.length > 0 ? (
            <ul aria-label="Notas del cliente" className="flex flex-col gap-3">
              {notas.data.map((note) => (
                <li
                  key={note.id}
                  className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
                >
                  <p className="text-sm whitespace-pre-line text-ink">{note.nota}</p>
                  <p className="mt-2 text-xs text-muted">
                    {[note.comercial_nombre, formatMadrid(note.created_on, 'd MMM yyyy, HH:mm')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              compact
              icon={StickyNote}
              title="Sin notas"
              description="Las notas que añada aparecerán aquí."
            />
          )
        }
      </SectionStates>
    </div>
  );
}
