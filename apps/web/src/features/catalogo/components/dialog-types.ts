/** Management dialog formType (spec section 4): 'add' or 'edit'. */
export type FormType = 'add' | 'edit';

export interface CatalogueDialogProps<Row> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formType: FormType;
  /** The item being edited (formType 'edit'). */
  row?: Row | undefined;
}

export function formModeOf(formType: FormType): 'create' | 'edit' {
  return formType === 'add' ? 'create' : 'edit';
}
