import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { apiFailure } from '../../../lib/api-failure';
import { notifySuccess } from '../../../lib/notify-success';
import { useUpdateMe } from '../api/update-me';

interface Errors {
  current_password?: string;
  password?: string;
  form?: string;
}

/**
 * A new password with the current one. The server's policy (length, strength) answers 422 with its
 * reason, shown at the new password; nothing typed is cleared on a refusal. Success signs out every
 * other session (server side), which the toast says.
 */
export function PasswordForm() {
  const update = useUpdateMe();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [showCurrent, setShowCurrent] = useState(false);
  const [showNext, setShowNext] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!current) missing.current_password = 'Enter your current password';
    if (!next) missing.password = 'Enter a new password';
    setErrors(missing);
    if (missing.current_password || missing.password) return;
    update.mutate(
      { current_password: current, password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          notifySuccess('Password changed. Your other sessions are signed out.');
        },
        onError: (error) => {
          const { message, fields } = apiFailure(error);
          const atField = fields.password ?? fields.current_password;
          setErrors({
            current_password: fields.current_password,
            password: fields.password,
            form: atField ? undefined : message,
          });
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="profile-password-title"
    >
      <form onSubmit={submit} noValidate aria-labelledby="profile-password-title">
        <Stack gap="sm">
          <Title order={3} fz={17} id="profile-password-title">
            Change password
          </Title>
          <Text size="sm" c="dimmed">
            At least 12 characters and hard to guess. Changing it signs you out everywhere else.
          </Text>
          {errors.form && (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={current}
            error={errors.current_password}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            visible={showCurrent}
            onVisibilityChange={setShowCurrent}
            visibilityToggleButtonProps={{
              tabIndex: 0,
              'aria-label': showCurrent ? 'Hide current password' : 'Show current password',
            }}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={next}
            error={errors.password}
            onChange={(event) => setNext(event.currentTarget.value)}
            visible={showNext}
            onVisibilityChange={setShowNext}
            visibilityToggleButtonProps={{
              tabIndex: 0,
              'aria-label': showNext ? 'Hide new password' : 'Show new password',
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
