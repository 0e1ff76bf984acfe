import { Alert, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSiteTexts } from '../../site/use-site';
import { emailError, passwordError, staffPasswordError } from './validation';

interface Errors {
  email?: string | null;
  password?: string | null;
  form?: string | null;
}

/** The e-mail and password of a sign-in, sign-up or setup form, checked before they are sent. */
export function useCredentials({ staff = false } = {}) {
  const texts = useSiteTexts();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const validate = () => {
    const found = { email: emailError(email, texts), password: staff ? staffPasswordError(password, texts) : passwordError(password, texts) };
    setErrors(found);
    return !found.email && !found.password;
  };
  return { email, setEmail, password, setPassword, errors, setErrors, validate };
}

export function CredentialFields({ form, newPassword = false, hint }: { form: ReturnType<typeof useCredentials>; newPassword?: boolean; hint?: string }) {
  const texts = useSiteTexts();
  return (
    <>
      <TextInput
        label={texts.emailLabel}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => form.setEmail(e.currentTarget.value)}
        error={form.errors.email}
      />
      <PasswordInput
        label={texts.passwordLabel}
        description={hint}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        value={form.password}
        onChange={(e) => form.setPassword(e.currentTarget.value)}
        error={form.errors.password}
      />
    </>
  );
}

/** Why the server refused the form, when it did. */
export function FormError({ message }: { message?: string | null }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}
