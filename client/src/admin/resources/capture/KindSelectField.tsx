import { Field, NativeSelect } from '@chakra-ui/react';
import type { ResourceKind } from '../../gql/graphql';
import { CAPTURE_KINDS } from './capture-kinds';

/** 资源类型: the kind a captured page or an imported file becomes. */
export function KindSelectField({ value, onChange }: { value: ResourceKind; onChange(kind: ResourceKind): void }) {
  return (
    <Field.Root width="auto">
      <Field.Label>资源类型</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as ResourceKind)}>
          {CAPTURE_KINDS.map(([kind, name]) => (
            <option key={kind} value={kind}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
