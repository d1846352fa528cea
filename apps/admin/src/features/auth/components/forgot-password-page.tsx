import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { linkErrorMessage } from '../lib/link-errors';
import { LinkPageShell } from './link-page-shell';

/** What the page says once asked, whatever the email (nothing tells whether an account exists). */
export const RESET_SENT = 'If an account uses this email, a link to reset its password is on its way. It works for one hour.';

/** /forgot-password: an email, then always the same confirmation. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setSent(true),
        // Only a throttle (429), bad input or no network lands here: never "no such account".
        onError: (error) => setFailure(linkErrorMessage(error, 'Something went wrong. Please try again.')),
      },
    );
  };

  return (
    <LinkPageShell title="Forgot password" subtitle="Enter your email and we will send you a link to choose a new password.">
      {sent ? (
        <Alert color="green" variant="light" role="status" title="Check your email">
          {RESET_SENT}
        </Alert>
      ) : (
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login} ta="center" size="sm">
        Back to sign in
      </Anchor>
    </LinkPageShell>
  );
}
