import { Field, HStack, Input, NativeSelect, Skeleton, Switch, Text, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { DateTimeField } from './fields/DateTimeField';
import { FileUploadField } from './fields/FileUploadField';
import { ImageUploadField } from './fields/ImageUploadField';
import { PickerField } from './fields/PickerField';
import { TagsField } from './fields/TagsField';
import type { FormValue } from './form-values';
import { WithOptions } from './OptionsLoader';
import type { FormField, Option } from './types';

/** The editor (tiptap and ProseMirror) loads only when a form has a rich text field. */
const RichTextEditor = lazy(() => import('./fields/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

interface FormFieldControlProps {
  field: FormField<Record<string, unknown>>;
  value: FormValue | undefined;
  error?: string;
  onChange(value: FormValue): void;
  /** The id of the item being edited (a select from a query may leave it out of its options). */
  itemId?: string;
}

/**
 * One form field: its label (exactly the configured text, so tests and screen readers find it),
 * the control for its kind, and the error underneath (client-side check or the server's
 * BAD_USER_INPUT for this field).
 */
export function FormFieldControl({ field, value, error, onChange, itemId }: FormFieldControlProps) {
  const base = useId();
  const controlId = `${base}-control`;
  const labelId = `${base}-label`;
  const text = typeof value === 'string' ? value : '';

  if (field.kind === 'switch') {
    return (
      <Field.Root invalid={!!error}>
        <Switch.Root checked={value === true} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{field.label}</Switch.Label>
        </Switch.Root>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    );
  }

  const control = () => {
    switch (field.kind) {
      case 'textarea':
        return <Textarea value={text} onChange={(e) => onChange(e.target.value)} rows={3} autoresize placeholder={field.placeholder} />;
      case 'number':
        return (
          <Input
            type="number"
            inputMode={field.integer ? 'numeric' : 'decimal'}
            step={field.integer ? 1 : 'any'}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            placeholder={field.placeholder}
          />
        );
      case 'url':
        return (
          <Input
            type="text"
            inputMode="url"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            placeholder={field.placeholder ?? 'https:// 或 /'}
          />
        );
      case 'select':
        return (
          <WithOptions options={field.options} optionsFrom={field.optionsFrom} id={itemId}>
            {(options, ready) => (
              <NativeSelect.Root>
                <NativeSelect.Field value={text} onChange={(e) => onChange(e.target.value)} placeholder={field.placeholder ?? '请选择'}>
                  {/* A value the options leave out (e.g. a disabled class) stays chosen, and says so. */}
                  {text && ready && !options.some((o) => o.value === text) && (
                    <option value={text}>{`当前值（编号 ${text}，不在可选范围内）`}</option>
                  )}
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </WithOptions>
        );
      case 'date':
        return <Input type="date" value={text} onChange={(e) => onChange(e.target.value)} maxWidth="xs" />;
      case 'datetime':
        return <DateTimeField id={controlId} value={text} onChange={onChange} />;
      case 'image':
        return <ImageUploadField id={controlId} label={field.label} value={text} onChange={onChange} invalid={!!error} />;
      case 'file':
        return (
          <FileUploadField
            id={controlId}
            label={field.label}
            accept={field.accept ?? 'document'}
            value={text}
            onChange={onChange}
            invalid={!!error}
          />
        );
      case 'tags':
        return (
          <TagsField
            id={controlId}
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={onChange}
            placeholder={field.placeholder}
            invalid={!!error}
          />
        );
      case 'picker':
        return (
          <PickerField
            id={controlId}
            label={field.label}
            source={field.picker!}
            value={Array.isArray(value) ? (value as Option[]) : []}
            onChange={onChange}
            invalid={!!error}
            single={field.single}
            placeholder={field.placeholder}
          />
        );
      case 'custom': {
        const Editor = field.custom!.component;
        const current = typeof value === 'object' && value !== null && 'custom' in value ? value.custom : undefined;
        return <Editor id={controlId} labelId={labelId} value={current} onChange={(next) => onChange({ custom: next })} invalid={!!error} />;
      }
      case 'richtext':
        return (
          <Suspense fallback={<Skeleton height="80" width="full" rounded="md" />}>
            <RichTextEditor id={controlId} labelId={labelId} value={text} onChange={onChange} invalid={!!error} />
          </Suspense>
        );
      default:
        return (
          <Input
            value={text}
            onChange={(e) => onChange(e.target.value)}
            placeholder={field.placeholder}
            maxLength={field.maxLength ? field.maxLength * 2 : undefined}
          />
        );
    }
  };

  return (
    <Field.Root id={controlId} ids={{ label: labelId }} invalid={!!error} required={field.required}>
      <HStack gap="1">
        <Field.Label fontWeight="medium">{field.label}</Field.Label>
        {field.required && (
          <Text as="span" color="fg.error" aria-hidden="true" lineHeight="1">
            *
          </Text>
        )}
      </HStack>
      {control()}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : field.helper && <Field.HelperText>{field.helper}</Field.HelperText>}
    </Field.Root>
  );
}
