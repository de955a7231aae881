import { sql } from 'drizzle-orm';
import type { SeedTx } from '../connect';

/**
 * The demo catalogue's price timelines (decision 1504): every priced item has the price it
 * started with five months ago; tariffs and devices changed price since (an older price, then
 * the current one from six weeks ago), and every third tariff has a rise scheduled for the 1st
 * of next month — so /ManagementBase shows past, current and "Programado" prices.
 */
export async function seedCataloguePrices(tx: SeedTx, tenantId: number): Promise<void> {
  const started = sql`now() - interval '150 days'`;
  const changed = sql`now() - interval '45 days'`;
  const nextMonth = sql`(date_trunc('month', now() at time zone 'Europe/Madrid') + interval '1 month') at time zone 'Europe/Madrid'`;
  await tx.execute(sql`
    insert into price_history (tenant_id, content_type, object_id, price, valid_from, created_at)
    select tenant_id, 'tariff', id, price_value + 2, ${started}, ${started} from tariffs where tenant_id = ${tenantId}
    union all
    select tenant_id, 'tariff', id, price_value, ${changed}, ${changed} from tariffs where tenant_id = ${tenantId}
    union all
    select tenant_id, 'tariff', id, price_value + 1.5, ${nextMonth}, now() from tariffs
      where tenant_id = ${tenantId} and id % 3 = 0
    union all
    select tenant_id, 'additional_line', id, base_fee, ${started}, ${started} from additional_lines where tenant_id = ${tenantId}
    union all
    select tenant_id, 'sva', id, price_value, ${started}, ${started} from svas where tenant_id = ${tenantId}
    union all
    select tenant_id, 'insurance', id, price, ${started}, ${started} from insurances where tenant_id = ${tenantId}
    union all
    select tenant_id, 'device', id, price + 50, ${started}, ${started} from devices where tenant_id = ${tenantId}
    union all
    select tenant_id, 'device', id, price, ${changed}, ${changed} from devices where tenant_id = ${tenantId}
    union all
    select tenant_id, 'instalment', id, month_price, ${started}, ${started} from instalments where tenant_id = ${tenantId}`);
}
