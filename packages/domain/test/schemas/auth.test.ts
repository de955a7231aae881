import { describe, expect, it } from 'vitest';
import { ZTokenRequestSchema, ZUserDetailSchema } from '../../src/index';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('login form (spec 5: "username required (\'Introduzca su Usuario\'); password required")', () => {
  it('accepts a username and a password', () => {
    expect(ZTokenRequestSchema.parse({ username: ' ana ', password: 'x' })).toEqual({
      username: 'ana',
      password: 'x',
    });
  });

  it.each([
    [{ password: 'x' }, 'Introduzca su Usuario'],
    [{ username: '   ', password: 'x' }, 'Introduzca su Usuario'],
    [{ username: 'ana' }, 'Introduzca su Contraseña'],
    [{ username: 'ana', password: '' }, 'Introduzca su Contraseña'],
  ])('%j -> %s', (body, message) => {
    expect(messagesOf(ZTokenRequestSchema.safeParse(body))).toContain(message);
  });

  it('rejects unknown fields', () => {
    expect(ZTokenRequestSchema.safeParse({ username: 'a', password: 'b', x: 1 }).success).toBe(
      false,
    );
  });
});

describe('user detail', () => {
  it('parses the spec shape and rejects an unknown role', () => {
    const detail = {
      id: 1,
      username: 'ana',
      nombre_completo: 'Ana Pérez',
      isAdmin: false,
      rol: { id: 4 },
      tenant_groups: [{ name: 'MasMovil' }],
      tipoComercial: 'TIENDA',
    };
    expect(ZUserDetailSchema.parse(detail)).toEqual(detail);
    expect(ZUserDetailSchema.safeParse({ ...detail, rol: { id: 9 } }).success).toBe(false);
  });
});
