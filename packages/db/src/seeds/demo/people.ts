import type { Faker } from '@faker-js/faker';
import { ROLE } from '@kiwi/domain';
import { hashPassword } from '../../password';
import { accounts, tenants } from '../../schema/index';
import type { SeedTx } from '../connect';
import { spanishPostcode } from '../spanish';

export interface StaffMember {
  id: number;
  username: string;
  estado: string;
}

export interface DemoPeople {
  tenants: { demo: number; otra: number };
  /** Demo tenant accounts by username. */
  demo: Map<string, number>;
  demoStaff: StaffMember[];
  otraStaff: StaffMember[];
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
): Promise<StaffMember[]> {
  const staff: StaffMember[] = [];
  for (const person of people) {
    const nombre = person.nombre ?? faker.person.firstName();
    const apellidos = person.apellidos ?? faker.person.lastName();
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
        cp: spanishPostcode(faker),
        localidad: faker.location.city(),
        costoGeneral: faker.number.int({ min: 1200, max: 2400 }).toFixed(2),
        nuss: faker.string.numeric(12),
        iban: `ES${faker.string.numeric(22)}`,
        talla: faker.helpers.arrayElement(['S', 'M', 'L', 'XL']),
        estado: person.estado ?? 'ALTA',
        tipoComercial: person.tipoComercial ?? 'TIENDA',
      })
      .returning({ id: accounts.id });
    if (row) staff.push({ id: row.id, username: person.username, estado: person.estado ?? 'ALTA' });
  }
  return staff;
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
    const apellidos = faker.person.lastName();
    const username = `${slug(nombre)}.${slug(apellidos.split(' ')[0] ?? 'kiwi')}@kiwi.demo`;
    return { ...c, username, nombre, apellidos, roleId: ROLE.Comercial };
  });
  const demoStaff = await insertPeople(
    tx,
    faker,
    demoTenant.id,
    [...DEMO_STAFF, ...extras],
    password,
  );
  const otraStaff = await insertPeople(tx, faker, otraTenant.id, OTRA_STAFF, password);
  const demo = new Map(demoStaff.map((m) => [m.username, m.id]));
  const otra = new Map(otraStaff.map((m) => [m.username, m.id]));

  const commercialNames = ['comercial@kiwi.demo', ...extras.map((e) => e.username)];
  return {
    tenants: { demo: demoTenant.id, otra: otraTenant.id },
    demo,
    demoStaff,
    otraStaff,
    demoCommercials: commercialNames
      .map((n) => demo.get(n))
      .filter((id): id is number => id !== undefined),
    demoManager: demo.get('manager@kiwi.demo') ?? 0,
    otra,
  };
}
