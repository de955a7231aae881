import type { ServiceContext } from '../../../plugins/access';
import { listDatabaseOrigins } from './options.queries';

/** Models the client may list through /api/utils/model-query/. */
export const MODEL_QUERY_MODELS = ['origenBBDD'] as const;
export type ModelQueryModel = (typeof MODEL_QUERY_MODELS)[number];

export async function listModelOptions(ctx: ServiceContext, model: ModelQueryModel) {
  switch (model) {
    case 'origenBBDD': {
      const rows = await listDatabaseOrigins(ctx.tx);
      return rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() }));
    }
  }
}
