import type { Faker } from '@faker-js/faker';
import { customers, databaseOrigins } from '../../schema/index';
import { insertIds } from '../batch';
import type { SeedTx } from '../connect';
import { spanishPostcode } from '../spanish';
import { seedHr } from './hr';
import type { StaffMember } from './people';

/**
 * "Otra Empresa" is not a distributor (groups PunchIn and Storage): a little HR data
 * of its own, plus two customers so cross-tenant probes have objects to aim at.
 */
export async function seedOtra(
  tx: SeedTx,
  faker: Faker,
  tenantId: number,
  staff: StaffMember[],
  today: string,
): Promise<void> {
  const admin = staff.find((s) => s.username === 'admin@otra.demo') ?? staff[0];
  const employee = staff.find((s) => s.username === 'empleado@otra.demo') ?? staff[0];
  if (!admin || !employee) throw new Error('demo seed: Otra Empresa staff missing');
  await seedHr(tx, faker, {
    tenantId,
    staff,
    authorId: admin.id,
    today,
    openPunchAccountId: 0,
    inTodayAccountId: employee.id,
    punchDays: 5,
    announcementCount: 2,
  });
  const [origin] = await insertIds(tx, databaseOrigins, [{ tenantId, nombre: 'Oficina' }]);
  await insertIds(
    tx,
    customers,
    [0, 1].map(() => ({
      tenantId,
      nombre: `${faker.person.firstName()} ${faker.person.lastName()}`,
      documento: `${faker.string.numeric(8)}X`,
      tipoDocumento: 'DNI',
      telefonosContacto: [`+346${faker.string.numeric(8)}`],
      email: faker.internet.email({ provider: 'otra.example' }).toLowerCase(),
      origenBbddId: origin ?? null,
      segmento: 'PARTICULAR',
      direccion: faker.location.streetAddress(),
      cp: spanishPostcode(faker),
      localidad: faker.location.city(),
      comercialId: employee.id,
    })),
  );
}
