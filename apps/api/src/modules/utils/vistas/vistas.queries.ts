import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { accounts, savedViews } from '@kiwi/db/schema';
import type { TSavedViewState } from '@kiwi/domain';

const columns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  pantalla: savedViews.pantalla,
  nombre: savedViews.nombre,
  compartida: savedViews.compartida,
  vista: savedViews.vista,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerNombre: accounts.nombre,
  ownerApellidos: accounts.apellidos,
};
const ownerJoin = and(
  eq(accounts.tenantId, savedViews.tenantId),
  eq(accounts.id, savedViews.ownerId),
);

/** The screen's shared views and the caller's own, shared first, then by name. */
export function listViews(tx: KiwiTx, pantalla: string, accountId: number) {
  return tx
    .select(columns)
    .from(savedViews)
    .innerJoin(accounts, ownerJoin)
    .where(
      and(
        eq(savedViews.pantalla, pantalla),
        or(eq(savedViews.compartida, true), eq(savedViews.ownerId, accountId)),
      ),
    )
    .orderBy(asc(savedViews.compartida), sql`lower(${savedViews.nombre})`, asc(savedViews.id))
    .limit(200);
}
export type SavedViewRow = Awaited<ReturnType<typeof listViews>>[number];

export async function findView(tx: KiwiTx, id: number): Promise<SavedViewRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(savedViews)
    .innerJoin(accounts, ownerJoin)
    .where(eq(savedViews.id, id))
    .limit(1);
  return row;
}

/** Whether another view already has this name where names must be unique (0010's indexes). */
export async function nameTaken(
  tx: KiwiTx,
  view: {
    pantalla: string;
    nombre: string;
    compartida: boolean;
    ownerId: number;
    exceptId?: number;
  },
): Promise<boolean> {
  const rows = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.pantalla, view.pantalla),
        sql`lower(${savedViews.nombre}) = lower(${view.nombre})`,
        eq(savedViews.compartida, view.compartida),
        view.compartida ? undefined : eq(savedViews.ownerId, view.ownerId),
        view.exceptId === undefined ? undefined : ne(savedViews.id, view.exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Inserts a view; undefined when its name is taken (a unique index said so). */
export async function insertView(
  tx: KiwiTx,
  view: {
    tenantId: number;
    ownerId: number;
    pantalla: string;
    nombre: string;
    compartida: boolean;
    vista: TSavedViewState;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(savedViews)
    .values(view)
    .onConflictDoNothing()
    .returning({ id: savedViews.id });
  return row?.id;
}

export async function updateView(
  tx: KiwiTx,
  id: number,
  changes: { nombre?: string; compartida?: boolean; vista?: TSavedViewState },
): Promise<void> {
  await tx
    .update(savedViews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(savedViews.id, id));
}

export async function deleteView(tx: KiwiTx, id: number): Promise<void> {
  await tx.delete(savedViews).where(eq(savedViews.id, id));
}
