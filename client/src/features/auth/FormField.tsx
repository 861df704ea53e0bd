import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** Shown under the field (client-side check or the server's `extensions.field` message). */
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}

/** A labelled form field with its error underneath; the label names the input for screen readers and tests. */
export function FormField({ label, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
