import type { Faker } from '@faker-js/faker';
import { ROLE } from '@kiwi/domain';
import { hashPassword } from '../../password';
import { accounts, tenants } from '../../schema/index';
import type { SeedTx } from '../connect';

export interface DemoPeople {
  tenants: { demo: number; otra: number };
  /** Demo tenant accounts by username. */
  demo: Map<string, number>;
  /** Demo tenant commercials (role Comercial), the named one first. */
  demoCommercials: number[];
  demoManager: number;
  otra: Map<string, number>;
}

interface PersonSpec {
  username: string;
  roleId: number;
  nombre?: string;
  apellidos?: string;
  estado?: string;
  tipoComercial?: string;
}

const DEMO_STAFF: PersonSpec[] = [
  {
    username: 'superadmin@kiwi.demo',
    roleId: ROLE.SuperAdmin,
    nombre: 'Sara',
    apellidos: 'Navarro Gil',
  },
  { username: 'admin@kiwi.demo', roleId: ROLE.Admin, nombre: 'Alberto', apellidos: 'Molina Ruiz' },
  {
    username: 'manager@kiwi.demo',
    roleId: ROLE.Manager,
    nombre: 'Marta',
    apellidos: 'Iglesias Pardo',
  },
  {
    username: 'comercial@kiwi.demo',
    roleId: ROLE.Comercial,
    nombre: 'Carlos',
    apellidos: 'Ortega Lozano',
  },
];

/** Eight or more further commercials covering every commercial type and account state. */
const EXTRA_COMMERCIALS: Array<Pick<PersonSpec, 'estado' | 'tipoComercial'>> = [
  { tipoComercial: 'TIENDA', estado: 'ALTA' },
  { tipoComercial: 'DBL', estado: 'ALTA' },
  { tipoComercial: 'COLABORADOR', estado: 'ALTA' },
  { tipoComercial: 'RECOMENDADOR', estado: 'ALTA' },
  { tipoComercial: 'SIN DEFINIR', estado: 'VACACIONES' },
  { tipoComercial: 'TIENDA', estado: 'BAJA' },
  { tipoComercial: 'DBL', estado: 'INACTIVO' },
  { tipoComercial: 'TIENDA', estado: 'VACACIONES' },
  { tipoComercial: 'COLABORADOR', estado: 'ALTA' },
];

const OTRA_STAFF: PersonSpec[] = [
  { username: 'admin@otra.demo', roleId: ROLE.Admin, nombre: 'Lucía', apellidos: 'Herrera Vidal' },
  {
    username: 'empleado@otra.demo',
    roleId: ROLE.Comercial,
    nombre: 'Jorge',
    apellidos: 'Campos Sanz',
  },
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

async function insertPeople(
  tx: SeedTx,
  faker: Faker,
  tenantId: number,
  people: PersonSpec[],
  password: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const person of people) {
    const nombre = person.nombre ?? faker.person.firstName();
    const apellidos = person.apellidos ?? `${faker.person.lastName()} ${faker.person.lastName()}`;
    const [row] = await tx
      .insert(accounts)
      .values({
        tenantId,
        username: person.username,
        email: person.username,
        passwordHash: await hashPassword(password),
        nombre,
        apellidos,
        roleId: person.roleId,
        documento: faker.string.numeric(8) + faker.string.alpha({ casing: 'upper', length: 1 }),
        tipoDocumento: 'DNI',
        numerosContacto: [`6${faker.string.numeric(8)}`],
        direccion: faker.location.streetAddress(),
        cp: faker.location.zipCode('#####'),
        localidad: faker.location.city(),
        costoGeneral: faker.number.int({ min: 1200, max: 2400 }).toFixed(2),
        nuss: faker.string.numeric(12),
        iban: `ES${faker.string.numeric(22)}`,
        talla: faker.helpers.arrayElement(['S', 'M', 'L', 'XL']),
        estado: person.estado ?? 'ALTA',
        tipoComercial: person.tipoComercial ?? 'TIENDA',
      })
      .returning({ id: accounts.id });
    if (row) ids.set(person.username, row.id);
  }
  return ids;
}

export async function seedPeople(tx: SeedTx, faker: Faker, password: string): Promise<DemoPeople> {
  const [demoTenant] = await tx
    .insert(tenants)
    .values({
      name: 'Demo Distribuciones',
      type: 'distributor',
      email: 'contacto@kiwi.demo',
      sellingCompanies: ['MASMOVIL', 'YOIGO', 'AVATEL', 'VODAFONE', 'LOWI'],
      groups: ['MasMovil', 'Yoigo', 'Avatel', 'Vodafone', 'Lowi', 'PunchIn', 'Storage'],
    })
    .returning({ id: tenants.id });
  const [otraTenant] = await tx
    .insert(tenants)
    .values({
      name: 'Otra Empresa',
      type: 'empresa',
      email: 'rrhh@otra.demo',
      groups: ['PunchIn', 'Storage'],
    })
    .returning({ id: tenants.id });
  if (!demoTenant || !otraTenant) throw new Error('demo seed: tenants not inserted');

  const extras: PersonSpec[] = EXTRA_COMMERCIALS.map((c) => {
    const nombre = faker.person.firstName();
    const apellidos = `${faker.person.lastName()} ${faker.person.lastName()}`;
    const username = `${slug(nombre)}.${slug(apellidos.split(' ')[0] ?? 'kiwi')}@kiwi.demo`;
    return { ...c, username, nombre, apellidos, roleId: ROLE.Comercial };
  });
  const demo = await insertPeople(tx, faker, demoTenant.id, [...DEMO_STAFF, ...extras], password);
  const otra = await insertPeople(tx, faker, otraTenant.id, OTRA_STAFF, password);

  const commercialNames = ['comercial@kiwi.demo', ...extras.map((e) => e.username)];
  return {
    tenants: { demo: demoTenant.id, otra: otraTenant.id },
    demo,
    demoCommercials: commercialNames
      .map((n) => demo.get(n))
      .filter((id): id is number => id !== undefined),
    demoManager: demo.get('manager@kiwi.demo') ?? 0,
    otra,
  };
}
