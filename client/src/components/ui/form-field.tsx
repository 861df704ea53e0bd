import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

export interface FormFieldProps extends Omit<Field.RootProps, 'invalid' | 'required' | 'children' | 'label'> {
  label: ReactNode;
  /** Shown under the field: a client rule's message or the server's field message (`errors.name?.message`). */
  error?: string;
  /** Marks the input required for assistive technology. */
  required?: boolean;
  /** Shows a required field's asterisk (the reader forms, whose optional fields sit beside required ones). */
  requiredMark?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled form field with its error (or a helper line) underneath: every form's inputs sit in
 * one. The label names the input and the error describes it (Chakra's Field wires both), so tests
 * and screen readers find a field by its label and read its error.
 */
export function FormField({ label, error, required, requiredMark, helper, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} {...root}>
      <Field.Label fontWeight="medium">
        {label}
        {required && requiredMark && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * `register` for a form whose field errors go as soon as the field is edited and come back only on
 * the next submit (a login, a setting): the form is made with `reValidateMode: 'onSubmit'`, and
 * every change clears that field's error, the server's included.
 */
export function registerClearing<T extends FieldValues>(form: UseFormReturn<T>) {
  return <N extends FieldPath<T>>(name: N, rules?: RegisterOptions<T, N>) =>
    form.register(name, {
      ...rules,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return rules?.onChange?.(event);
      },
    } as RegisterOptions<T, N>);
}
