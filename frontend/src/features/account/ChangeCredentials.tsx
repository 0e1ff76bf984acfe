import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AccountService, errorMessage, withSession } from '../../api/client';
import { useSiteTexts } from '../../site/use-site';
import { currentPasswordError, Result, Section, type Outcome } from './AccountSection';
import { emailError, PASSWORD_RULE_TEXTS, passwordError, staffPasswordError } from './validation';

/**
 * A new password after the current one. A member of the team (`staff`) is held to the team's
 * length, as the server holds them; `knownCurrent` is the password the sign-in was just made with
 * (the sign-in's "choose a new password" step), so it is not asked again.
 */
export function ChangePassword({ staff = false, knownCurrent, onChanged }: { staff?: boolean; knownCurrent?: string; onChanged?: () => Promise<void> | void }) {
  const texts = useSiteTexts();
  const [values, setValues] = useState({ currentPassword: knownCurrent ?? '', newPassword: '' });
  const [errors, setErrors] = useState<{ currentPassword?: string | null; newPassword?: string | null }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      currentPassword: currentPasswordError(values.currentPassword, texts),
      newPassword: staff ? staffPasswordError(values.newPassword, texts) : passwordError(values.newPassword, texts),
    };
    setErrors(found);
    setOutcome(null);
    if (found.currentPassword || found.newPassword) return;
    setBusy(true);
    try {
      const { message } = await withSession(() => AccountService.changePassword({ requestBody: values }));
      setOutcome({ ok: true, text: message });
      setValues({ currentPassword: knownCurrent === undefined ? '' : values.newPassword, newPassword: '' });
      await onChanged?.();
    } catch (failure) {
      setOutcome({ ok: false, text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={texts.changePasswordHeading}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            Every other device signed in to your account is signed out; you stay signed in here.
          </Text>
          {knownCurrent === undefined && (
            <PasswordInput
              label={texts.currentPasswordLabel}
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(e) => setValues({ ...values, currentPassword: e.currentTarget.value })}
              error={errors.currentPassword}
            />
          )}
          <PasswordInput
            label={texts.newPasswordLabel}
            description={staff ? PASSWORD_RULE_TEXTS.staffHint : texts.newPasswordHint}
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => setValues({ ...values, newPassword: e.currentTarget.value })}
            error={errors.newPassword}
          />
          <Result outcome={outcome} />
          <Group>
            <Button type="submit" loading={busy}>
              {texts.changePasswordButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

export function ChangeEmail({ current }: { current: string }) {
  const texts = useSiteTexts();
  const [values, setValues] = useState({ newEmail: '', currentPassword: '' });
  const [errors, setErrors] = useState<{ newEmail?: string | null; currentPassword?: string | null }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const newEmail = values.newEmail.trim().toLowerCase();
    const found = {
      newEmail: emailError(newEmail, texts) ?? (newEmail === current ? texts.sameEmail : null),
      currentPassword: currentPasswordError(values.currentPassword, texts),
    };
    setErrors(found);
    setOutcome(null);
    if (found.newEmail || found.currentPassword) return;
    setBusy(true);
    try {
      const { message } = await withSession(() => AccountService.requestEmailChange({ requestBody: { newEmail, currentPassword: values.currentPassword } }));
      setOutcome({ ok: true, text: message });
      setValues({ newEmail: '', currentPassword: '' });
    } catch (failure) {
      setOutcome({ ok: false, text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={texts.changeEmailHeading}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            Your account uses {current}. We send a link to the new address; your account moves there, with your orders, once you open it.
          </Text>
          <TextInput
            label={texts.newEmailLabel}
            type="email"
            autoComplete="email"
            value={values.newEmail}
            onChange={(e) => setValues({ ...values, newEmail: e.currentTarget.value })}
            error={errors.newEmail}
          />
          <PasswordInput
            label={texts.currentPasswordLabel}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => setValues({ ...values, currentPassword: e.currentTarget.value })}
            error={errors.currentPassword}
          />
          <Result outcome={outcome} />
          <Group>
            <Button type="submit" loading={busy}>
              {texts.changeEmailButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
