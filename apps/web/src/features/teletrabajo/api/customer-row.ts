/**
 * One row of GET /api/clientes/entradas/ as the table reads it. Until the
 * customers API lands its row schema in @kiwi/domain, this follows the field
 * names of spec §3 (Customer) plus what the issue says each row carries.
 */
export interface CustomerRowCommercial {
  id: number;
  nombre: string;
}

export interface CustomerRowOrigin {
  id: number;
  nombre: string;
}

export interface CustomerRowLastAtencion {
  estado: number | null;
  fecha: string | null;
}

export interface CustomerRow {
  id: number;
  nombre: string;
  documento: string | null;
  tipoDocumento: string | null;
  telefonosContacto: string[];
  email: string | null;
  localidad: string | null;
  comercial: CustomerRowCommercial | null;
  origenBbdd: CustomerRowOrigin | null;
  segmento: string | null;
  ispActual: string | null;
  fechaContacto: string | null;
  lastAtencion: CustomerRowLastAtencion | null;
  proximoAgendado: string | null;
}
