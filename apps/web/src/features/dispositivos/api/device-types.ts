/** A device (terminal) as GET /api/servicios/terminales/ answers it (spec section 3). */
export interface DeviceRow {
  id: number;
  name: string;
  brand: string;
  description: string | null;
  page_url: string | null;
  seguro: number | null;
  price: string;
  /** A scheduled price change. */
  next_price?: { price: string; valid_from: string } | null;
  /** Units in stock. */
  devices: number;
  is_active: boolean;
  operator: string;
  created_on: string;
  updated_on: string;
}

/** An instalment plan of a device with a tariff or an additional line (spec section 3). */
export interface InstalmentRow {
  id: number;
  initial_price: string;
  month_price: string;
  final_price: string;
  months?: number | null;
  object_id: number;
  /** 'tariff' or 'additional_line'. */
  object_type?: string;
  tariff_name: string;
  terminal__id: number;
  terminal__name: string;
  installment_type: string;
  is_active: boolean;
  created_on: string;
  updated_on: string;
}

/** The answer of DELETE {id}/: deleted, or deactivated instead because offers use it. */
export interface DeleteAnswer {
  deleted?: boolean;
  deactivated?: boolean;
  detail?: string;
}
