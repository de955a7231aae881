import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TDropDownItem } from '@kiwi/domain';
import { filterSql, type CatalogueFilter } from '@kiwi/db/queries';

/** Active tariffs, additional lines and (optionally) SVAs as one id + name list, by name. */
export async function selectOfferItems(
  tx: KiwiTx,
  f: CatalogueFilter,
  withSvas: boolean,
): Promise<TDropDownItem[]> {
  const cols = { operator: true, segment: true, isActive: true, search: 'name' } as const;
  const active = { ...f, isActive: true };
  return (await tx.execute(sql`
    select * from (
      select t.id::int as id, t.name, 'tariff' as type, t.operator, t.segment from tariffs t
        where ${filterSql('t', active, cols)}
      union all
      select a.id::int, a.name, 'additional_line', a.operator, a.segment from additional_lines a
        where ${filterSql('a', active, cols)}
      union all
      select s.id::int, s.name, 'sva', s.operator, s.segment from svas s
        where ${withSvas} and ${filterSql('s', active, cols)}
    ) items order by name, type, id limit 5000`)) as unknown as TDropDownItem[];
}

/** Active devices with units in stock. */
export async function selectAvailableDevices(
  tx: KiwiTx,
  f: CatalogueFilter,
): Promise<TDropDownItem[]> {
  return (await tx.execute(sql`
    select d.id::int as id, d.name, 'device' as type, d.operator, null as segment from devices d
    where d.devices > 0 and ${filterSql('d', { ...f, isActive: true }, { operator: true, isActive: true, search: 'name' })}
    order by d.name, d.id limit 5000`)) as unknown as TDropDownItem[];
}
