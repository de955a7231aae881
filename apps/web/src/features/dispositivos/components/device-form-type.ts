/**
 * Device dialog formType (spec section 4: "devices EDIT/Edit"): 'ADD' for a
 * new device, 'EDIT' for an existing one; the old client's 'Edit' spelling is
 * read as 'EDIT' (decision 1531).
 */
export type DeviceFormType = 'ADD' | 'EDIT';

export function normaliseDeviceFormType(value: string): DeviceFormType {
  return value.toUpperCase() === 'EDIT' ? 'EDIT' : 'ADD';
}
