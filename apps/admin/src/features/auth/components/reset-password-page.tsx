import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import { paths, TOKEN_PARAM } from '../../../config/paths';
import { useResetPassword } from '../api/password-reset';
import { isDeadLink, linkErrorMessage, passwordReason } from '../lib/link-errors';
import { LinkPageShell } from './link-page-shell';
import { PASSWORD_HINT, PasswordField } from './password-field';

/** /reset-password/:token: a new password (the policy's reason at the field); then sign in with it. */
export function ResetPasswordPage() {
  const token = useParams()[TOKEN_PARAM] ?? '';
  const reset = useResetPassword(token);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setPasswordError(null);
    reset.mutate(
      { password },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          const reason = passwordReason(error);
          if (reason) setPasswordError(reason);
          else setFailure(linkErrorMessage(error, isDeadLink(error) ? 'This reset link is not valid.' : 'The password could not be changed. Please try again.'));
        },
      },
    );
  };

  return (
    <LinkPageShell title="Choose a new password" subtitle={done ? undefined : 'Every other session of your account will be signed out.'}>
      {done ? (
        <Alert color="green" variant="light" role="status" title="Password changed">
          Your password was changed. Sign in with it.
        </Alert>
      ) : (
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            {failure && (
              <Alert color="red" variant="light" role="alert" title="Reset failed">
                {failure}
              </Alert>
            )}
            <PasswordField
              label="New password"
              autoComplete="new-password"
              description={PASSWORD_HINT}
              value={password}
              error={passwordError}
              onChange={(value) => {
                setPassword(value);
                if (passwordError) setPasswordError(null);
              }}
            />
            <Button type="submit" fullWidth disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login} ta="center" size="sm">
        {done ? 'Go to sign in' : 'Back to sign in'}
      </Anchor>
    </LinkPageShell>
  );
}
