import {
  additionalLinePromotions,
  svaPromotions,
  tariffAdditionalLines,
  tariffPromotions,
  tariffSvas,
} from '../../schema/index';
import type { SeedTx } from '../connect';

interface Item {
  id: number;
  operator: string;
  segment?: string;
}

export interface CatalogueItems {
  tariffs: Array<Item & { segment: string; category: string }>;
  promotions: Item[];
  svas: Array<Item & { segment: string }>;
  lines: Array<Item & { segment: string }>;
}

/** Which promotions, SVAs and additional lines go with which tariff (same operator and segment). */
export async function linkCatalogue(tx: SeedTx, tenantId: number, items: CatalogueItems) {
  const { tariffs: tariffRows, promotions: promotionRows, svas: svaRows, lines: lineRows } = items;
  const sameOperator = <T extends { operator: string; segment?: string }>(
    rows: T[],
    t: { operator: string; segment: string },
  ) =>
    rows.filter(
      (r) => r.operator === t.operator && (r.segment === undefined || r.segment === t.segment),
    );
  await tx.insert(tariffPromotions).values(
    tariffRows.flatMap((t) =>
      sameOperator(promotionRows, t)
        .slice(0, 2)
        .map((p) => ({ tenantId, tariffId: t.id, promotionId: p.id })),
    ),
  );
  await tx
    .insert(tariffSvas)
    .values(
      tariffRows.flatMap((t) =>
        sameOperator(svaRows, t).map((s) => ({ tenantId, tariffId: t.id, svaId: s.id })),
      ),
    );
  await tx.insert(tariffAdditionalLines).values(
    tariffRows
      .filter((t) => t.category !== 'fixed_line')
      .flatMap((t) =>
        sameOperator(lineRows, t).map((l) => ({
          tenantId,
          tariffId: t.id,
          additionalLineId: l.id,
        })),
      ),
  );
  await tx.insert(additionalLinePromotions).values(
    lineRows.flatMap((l) =>
      sameOperator(promotionRows, l)
        .slice(1, 2)
        .map((p) => ({ tenantId, additionalLineId: l.id, promotionId: p.id })),
    ),
  );

  await tx.insert(svaPromotions).values(
    svaRows.flatMap((s) =>
      sameOperator(promotionRows, s)
        .slice(0, 1)
        .map((p) => ({ tenantId, svaId: s.id, promotionId: p.id })),
    ),
  );
}
