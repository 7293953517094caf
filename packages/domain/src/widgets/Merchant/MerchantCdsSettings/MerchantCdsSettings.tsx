import { proofOfDeliveryOptions } from '../../../model/merchants';
import { cdsSettingsSchema, fieldErrors } from '../../../model/merchantSchemas';
import {
  InlineEditor,
  type InlineEditorField,
  type InlineEditorValues,
} from '../../InlineEditor/InlineEditor';

export interface MerchantCds {
  enabled: boolean;
  check_factor: number;
}

export const merchantCdsFields: readonly InlineEditorField[] = [
  {
    name: 'enabled',
    label: 'CDS',
    kind: 'select',
    isRequired: true,
    options: [
      { value: 'true', label: 'Enabled' },
      { value: 'false', label: 'Disabled' },
    ],
  },
  {
    name: 'check_factor',
    label: 'Manual proof-of-delivery checking',
    kind: 'select',
    isRequired: true,
    options: proofOfDeliveryOptions.map(({ label, value }) => ({ value: String(value), label })),
  },
];

/** The form's text as the settings call takes it: a boolean and a number. */
function toSettings(values: InlineEditorValues): Partial<MerchantCds> {
  return {
    ...(values.enabled !== undefined ? { enabled: values.enabled === 'true' } : {}),
    ...(values.check_factor !== undefined
      ? { check_factor: values.check_factor === '' ? Number.NaN : Number(values.check_factor) }
      : {}),
  };
}

export interface MerchantCdsSettingsProps {
  cds: MerchantCds;
  /** Service users only. */
  canEdit: boolean;
  /** Saves the changed settings; a rejection keeps the form open with its message. */
  onSave: (update: Partial<MerchantCds>) => Promise<unknown>;
  className?: string;
}

/**
 * CDS settings (merchants.md section 5): enabled and the manual proof-of-delivery checking,
 * All, Random 90% to 10% or None; Update once something changed, sending only that.
 */
export function MerchantCdsSettings({ cds, canEdit, onSave, className }: MerchantCdsSettingsProps) {
  return (
    <InlineEditor
      title="CDS settings"
      headingLevel={3}
      fields={merchantCdsFields}
      values={{ enabled: String(cds.enabled), check_factor: String(cds.check_factor) }}
      canEdit={canEdit}
      validate={(draft) => {
        const result = cdsSettingsSchema.safeParse(toSettings(draft));
        return result.success ? {} : fieldErrors(result.error);
      }}
      onSave={(changes) => onSave(toSettings(changes))}
      className={className}
    />
  );
}
