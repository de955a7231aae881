import { z } from 'zod';
import {
  ZSavedViewStateSchema,
  getPermissionFlags,
  type TCreateSavedViewRequest,
  type TSavedView,
  type TSavedViewState,
  type TUpdateSavedViewRequest,
} from '@kiwi/domain';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors';
import type { AuthContext, ServiceContext } from '../../../plugins/access';
import {
  deleteView,
  findView,
  insertView,
  listViews,
  nameTaken,
  updateView,
  type SavedViewRow,
} from './vistas.queries';

export const ZSavedViewParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identificador de vista no válido.' })
    .int({ error: 'Identificador de vista no válido.' })
    .positive({ error: 'Identificador de vista no válido.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Identificador de vista no válido.' }),
});

const ONLY_MANAGERS_SHARE = 'Solo un Manager o superior puede compartir vistas con el equipo.';
const ONLY_MANAGERS_EDIT_SHARED = 'Solo un Manager o superior puede cambiar las vistas del equipo.';
const NAME_TAKEN = { nombre: ['Ya existe una vista con ese nombre'] };

const EMPTY_STATE: TSavedViewState = { filters: {}, sort: null, columns: null };

/** The stored state as the kit reads it (a row written outside the API may lack keys). */
function stateOf(stored: unknown): TSavedViewState {
  const parsed = ZSavedViewStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_STATE;
}

const isManager = (auth: AuthContext) => getPermissionFlags(auth).hasManagerPermission;

/** A personal view exists only for its owner; shared ones for the whole tenant. */
const visibleTo = (auth: AuthContext, row: SavedViewRow) =>
  row.compartida || row.ownerId === auth.accountId;

/** The owner edits a personal view; Manager and above edit shared ones. */
const editableBy = (auth: AuthContext, row: SavedViewRow) =>
  row.compartida ? isManager(auth) : row.ownerId === auth.accountId;

function toView(auth: AuthContext, row: SavedViewRow): TSavedView {
  return {
    id: row.id,
    pantalla: row.pantalla,
    nombre: row.nombre,
    compartida: row.compartida,
    vista: stateOf(row.vista),
    propietario: {
      id: row.ownerId,
      nombre_completo: [row.ownerNombre, row.ownerApellidos].filter(Boolean).join(' '),
    },
    es_mia: row.ownerId === auth.accountId,
    puede_editar: editableBy(auth, row),
    created_on: row.createdAt.toISOString(),
    updated_on: row.updatedAt.toISOString(),
  };
}

/** GET /api/utils/vistas/?pantalla=: the screen's shared views and the caller's own. */
export async function listSavedViews(ctx: ServiceContext, pantalla: string): Promise<TSavedView[]> {
  const rows = await listViews(ctx.tx, pantalla, ctx.auth.accountId);
  return rows.map((row) => toView(ctx.auth, row));
}

async function visibleView(ctx: ServiceContext, id: number): Promise<SavedViewRow> {
  const row = await findView(ctx.tx, id);
  if (!row || !visibleTo(ctx.auth, row)) throw notFound();
  return row;
}

/** POST /api/utils/vistas/: saves the caller's view (shared only by Manager and above). */
export async function createSavedView(
  ctx: ServiceContext,
  body: TCreateSavedViewRequest,
): Promise<TSavedView> {
  if (body.compartida && !isManager(ctx.auth)) throw forbidden(ONLY_MANAGERS_SHARE);
  const id = await insertView(ctx.tx, {
    tenantId: ctx.auth.tenantId,
    ownerId: ctx.auth.accountId,
    ...body,
  });
  if (id === undefined) throw badRequest(NAME_TAKEN);
  return toView(ctx.auth, await visibleView(ctx, id));
}

/** PUT /api/utils/vistas/{id}/: rename, share or unshare, or replace the list state. */
export async function updateSavedView(
  ctx: ServiceContext,
  id: number,
  body: TUpdateSavedViewRequest,
): Promise<TSavedView> {
  const row = await visibleView(ctx, id);
  if (!editableBy(ctx.auth, row)) throw forbidden(ONLY_MANAGERS_EDIT_SHARED);
  if (body.compartida === true && !isManager(ctx.auth)) throw forbidden(ONLY_MANAGERS_SHARE);
  const next = {
    pantalla: row.pantalla,
    nombre: body.nombre ?? row.nombre,
    compartida: body.compartida ?? row.compartida,
    ownerId: row.ownerId,
    exceptId: id,
  };
  if (await nameTaken(ctx.tx, next)) throw badRequest(NAME_TAKEN);
  await updateView(ctx.tx, id, body);
  return toView(ctx.auth, await visibleView(ctx, id));
}

/** DELETE /api/utils/vistas/{id}/. */
export async function deleteSavedView(ctx: ServiceContext, id: number): Promise<void> {
  const row = await visibleView(ctx, id);
  if (!editableBy(ctx.auth, row)) throw forbidden(ONLY_MANAGERS_EDIT_SHARED);
  await deleteView(ctx.tx, id);
}
