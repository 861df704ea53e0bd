import { Box, HStack } from '@chakra-ui/react';
import { FormFieldControl } from '../../crud/FormFieldControl';
import type { FormValue } from '../../crud/form-values';
import type { FormField } from '../../crud/types';
import { batchOptions, supplierOptions } from '../catalogue-options';

/** Where imported resources go: their supplier and batch number (none when empty), and whether they go on the shelf. */
export interface ImportTarget {
  supplierId: string;
  batchId: string;
  onShelf: boolean;
}

export const DEFAULT_TARGET: ImportTarget = { supplierId: '', batchId: '', onShelf: true };

/** The same controls as the resource form's 供应商, 批次号 and 上架. */
const FIELDS: FormField<Record<keyof ImportTarget, unknown>>[] = [
  { name: 'supplierId', label: '供应商', kind: 'select', optionsFrom: supplierOptions, placeholder: '不指定' },
  { name: 'batchId', label: '批次号', kind: 'select', optionsFrom: batchOptions, placeholder: '不指定' },
  { name: 'onShelf', label: '上架', kind: 'switch' },
];

/** 供应商, 批次号 and 上架 of a batch import, given to every row it creates. */
export function ImportTargetFields({ value, onChange }: { value: ImportTarget; onChange(value: ImportTarget): void }) {
  return (
    <HStack align="end" gap="4" wrap="wrap">
      {FIELDS.map((field) => (
        <Box key={field.name} width={field.kind === 'switch' ? 'auto' : '60'} pb={field.kind === 'switch' ? '2' : undefined}>
          <FormFieldControl field={field} value={value[field.name]} onChange={(next: FormValue) => onChange({ ...value, [field.name]: next })} />
        </Box>
      ))}
    </HStack>
  );
}
