import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';

/** A reader's login cookies, as the login page leaves them. */
export function loggedIn() {
  Cookies.set('token', 'reader-token', { path: '/' });
  Cookies.set('loginType', '2', { path: '/' });
}

/** A text field by its label. */
export const textField = (name: string) => screen.getByRole('textbox', { name });

/** The error shown under a field (Chakra links it with aria-errormessage), or null. */
export function errorOf(element: HTMLElement): string | null {
  if (element.getAttribute('aria-invalid') !== 'true') return null;
  const id = element.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || null;
}

/** A GraphQL BAD_USER_INPUT answer naming one field, as the server sends it. */
export function fieldErrorAnswer(field: string, message: string) {
  return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 400, field, fieldErrors: [{ field, message }] } }] };
}
