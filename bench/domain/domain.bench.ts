import {
  computeCommercialMonth,
  createSpainHolidayCalendar,
  priceOffer,
  workingDaysOfMonth,
} from '@kiwi/domain';
import { Bench } from 'tinybench';
import { buildCommercialMonths, buildOffers } from './fixtures';

/**
 * Throughput of the domain maths: pricing 100 000 offers and the calculator
 * figures of 1 000 commercials (whole batches, timed several times), then
 * per-call latency with tinybench. Run: pnpm --filter @kiwi/bench exec tsx domain/domain.bench.ts
 */

const OFFERS = 100_000;
const COMMERCIALS = 1_000;
const RUNS = 7;

function timeBatch(label: string, count: number, unit: string, run: () => void): void {
  run(); // warm-up: JIT and caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const perSecond = Math.round((count / median) * 1000);
  console.info(
    `${label}: median ${median.toFixed(1)} ms, best ${times[0]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms over ${RUNS} runs -> ${perSecond.toLocaleString('en-US')} ${unit}/s`,
  );
}

const offers = buildOffers(OFFERS);
const packages = offers.reduce((n, o) => n + o.packages.length, 0);
console.info(
  `node ${process.version}; ${OFFERS} offers with ${packages} packages; ${COMMERCIALS} commercial months\n`,
);

let checksum = 0;
timeBatch(`pricing ${OFFERS.toLocaleString('en-US')} offers`, OFFERS, 'offers', () => {
  for (const offer of offers) checksum += Number(priceOffer(offer).total);
});

const months = buildCommercialMonths(COMMERCIALS);
timeBatch(
  `calculator figures for ${COMMERCIALS.toLocaleString('en-US')} commercials`,
  COMMERCIALS,
  'commercials',
  () => {
    for (const month of months)
      checksum += Number(computeCommercialMonth(month).totalCommissionPercentage);
  },
);

const calendar = createSpainHolidayCalendar();
timeBatch('working days of 120 months (2025-2034)', 120, 'months', () => {
  for (let year = 2025; year < 2035; year += 1) {
    for (let month = 1; month <= 12; month += 1)
      checksum += workingDaysOfMonth(year, month, { calendar });
  }
});

let next = 0;
const bench = new Bench({ time: 500, iterations: 100 });
bench
  .add('priceOffer (one offer)', () => {
    next = (next + 1) % offers.length;
    priceOffer(offers[next]!);
  })
  .add('computeCommercialMonth (one commercial)', () => {
    next = (next + 1) % months.length;
    computeCommercialMonth(months[next]!);
  });
await bench.run();
console.info('');
for (const row of bench.table()) {
  if (!row) continue;
  console.info(
    Object.entries(row)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(' | '),
  );
}
console.info(`checksum ${checksum.toFixed(2)}`);
