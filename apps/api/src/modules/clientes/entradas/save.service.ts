import {
  CUSTOMER_MESSAGES,
  DUPLICATE_MESSAGES,
  type TCreateCustomerRequest,
  type TCustomerDetail,
} from '@kiwi/domain';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { toDetail } from './customer-rows';
import { findDuplicates, lockDuplicateKeys } from './duplicates.queries';
import {
  deleteCustomer as deleteRow,
  existingReferences,
  insertCustomer,
  selectCustomer,
  updateCustomer as updateRow,
  type CustomerValues,
} from './save.queries';
import { viewerOf, visibleCondition } from './visibility';

const customerNotFound = () => notFound(CUSTOMER_MESSAGES.notFound);

/**
 * The commercial a save stores. A Comercial only ever saves customers as theirs (a
 * customer 'Por asignar' they save becomes theirs); Manager and above assign anyone of
 * the tenant, or nobody (decision 1105).
 */
function commercialFor(ctx: ServiceContext, requested: number | null): number | null {
  const { ownAccountId } = viewerOf(ctx.auth);
  if (ownAccountId === null) return requested;
  if (requested !== null && requested !== ownAccountId) {
    throw new HttpError(400, 'Datos inválidos.', {
      comercial: ['Solo puede asignarse clientes a sí mismo'],
    });
  }
  return ownAccountId;
}

async function valuesFor(
  ctx: ServiceContext,
  body: TCreateCustomerRequest,
  excludeId?: number,
): Promise<CustomerValues> {
  const values: CustomerValues = {
    nombre: body.nombre,
    documento: body.documento,
    tipoDocumento: body.tipoDocumento,
    telefonosContacto: body.telefonosContacto,
    email: body.email,
    origenBbddId: body.origenBbdd,
    segmento: body.segmento,
    ispActual: body.ispActual,
    razonNoInteresado: body.razonNoInteresado,
    direccion: body.direccion.direccion,
    cp: body.direccion.cp,
    localidad: body.direccion.localidad,
    comercialId: commercialFor(ctx, body.comercial),
    fechaContacto: body.fechaContacto,
    notas: body.notas,
  };
  const keys = {
    documentos: values.documento ? [values.documento] : [],
    telefonos: values.telefonosContacto,
  };
  // Pipelined, in order: the lock on this person's document and phones (a simultaneous save
  // of the same person waits here, decision 1113), then the references exist, and no twin.
  const [, refs, duplicates] = await Promise.all([
    lockDuplicateKeys(ctx.tx, ctx.auth.tenantId, keys),
    existingReferences(ctx.tx, { comercialId: values.comercialId, origenId: values.origenBbddId }),
    findDuplicates(ctx.tx, { ...keys, ...(excludeId === undefined ? {} : { excludeId }) }),
  ]);
  const fields: Record<string, string[]> = {};
  if (!refs.comercial) fields['comercial'] = ['Comercial no válido'];
  if (!refs.origen) fields['origenBbdd'] = ['Origen de base de datos no válido'];
  if (Object.keys(fields).length) throw new HttpError(400, 'Datos inválidos.', fields);
  const twin = duplicates[0];
  if (twin) {
    const byDocument = duplicates.find((d) => d.field === 'documento');
    const first = byDocument ?? twin;
    throw new DuplicateCustomerError(
      first.field === 'documento' ? 'documento' : 'telefonosContacto',
      {
        id: first.id,
        nombre: first.nombre,
      },
    );
  }
  return values;
}

/** A save that would create a twin: 400 with the field error and the existing customer. */
export class DuplicateCustomerError extends HttpError {
  constructor(
    readonly field: 'documento' | 'telefonosContacto',
    readonly duplicado: { id: number; nombre: string },
  ) {
    super(400, 'Cliente duplicado.', {
      [field]: [field === 'documento' ? DUPLICATE_MESSAGES.documento : DUPLICATE_MESSAGES.telefono],
    });
    this.name = 'DuplicateCustomerError';
  }
}

async function detailOf(ctx: ServiceContext, id: number): Promise<TCustomerDetail> {
  const row = await selectCustomer(ctx.tx, id, visibleCondition(viewerOf(ctx.auth)));
  if (!row) throw customerNotFound();
  return toDetail(row);
}

/** GET /api/clientes/entradas/{id}/. */
export const getCustomer = detailOf;

/** POST /api/clientes/entradas/: answers the saved customer with its id. */
export async function createCustomer(
  ctx: ServiceContext,
  body: TCreateCustomerRequest,
): Promise<TCustomerDetail> {
  const values = await valuesFor(ctx, body);
  const id = await insertCustomer(ctx.tx, ctx.auth.tenantId, values);
  return detailOf(ctx, id);
}

/** PUT /api/clientes/entradas/{id}/. */
export async function updateCustomer(
  ctx: ServiceContext,
  id: number,
  body: TCreateCustomerRequest,
): Promise<TCustomerDetail> {
  const visible = visibleCondition(viewerOf(ctx.auth));
  // Existence first: another commercial's (or tenant's) customer is 404, never a 400.
  if (!(await selectCustomer(ctx.tx, id, visible))) throw customerNotFound();
  const values = await valuesFor(ctx, body, id);
  if (!(await updateRow(ctx.tx, id, visible, values))) throw customerNotFound();
  return detailOf(ctx, id);
}

/** DELETE /api/clientes/entradas/{id}/. */
export async function deleteCustomer(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await deleteRow(ctx.tx, id, visibleCondition(viewerOf(ctx.auth))))) {
    throw customerNotFound();
  }
}
