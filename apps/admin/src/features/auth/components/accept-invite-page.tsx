import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, List, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicInvite } from '@sitenet/api-client';
import { languageLabel } from '@sitenet/i18n/languages';
import { PageLoader } from '../../../components/page-loader';
import { paths, TOKEN_PARAM } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { useAcceptInvite, useInvite } from '../api/accept-invite';
import { isDeadLink, linkErrorMessage, passwordReason } from '../lib/link-errors';
import { LinkPageShell } from './link-page-shell';
import { PASSWORD_HINT, PasswordField } from './password-field';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Translator on Home Nest (home.localhost): Spanish" for each site of the invitation. */
function rolesOf(invite: PublicInvite): string[] {
  if (invite.role === 'administrator') return ['Administrator of every site'];
  return invite.memberships.map((m) => {
    const languages = m.languages.length ? `: ${m.languages.map((code) => languageLabel(code)).join(', ')}` : '';
    return `${capitalise(m.role)} on ${m.site_name} (${m.site_domain})${languages}`;
  });
}

function DeadLink({ message }: { message: string }) {
  return (
    <LinkPageShell title="This invitation cannot be used">
      <Alert color="red" variant="light" role="alert" title="Invitation not valid">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.login} ta="center" size="sm">
        Go to sign in
      </Anchor>
    </LinkPageShell>
  );
}

/**
 * /invite/:token: who invited and to which roles, then a name and a password (the policy's
 * reason shown at the field); accepting signs the new person in and lands on the dashboard.
 */
export function AcceptInvitePage() {
  const token = useParams()[TOKEN_PARAM] ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const [name, setName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);

  if (invite.isPending) return <PageLoader />;
  if (invite.isError) return <DeadLink message={linkErrorMessage(invite.error, 'This invitation link is not valid.')} />;
  if (deadLink) return <DeadLink message={deadLink} />;

  const data = invite.data;
  const shownName = name ?? data.name ?? '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setPasswordError(null);
    accept.mutate(
      { name: shownName.trim(), password },
      {
        onSuccess: ({ token: sessionToken, user }) => {
          queryClient.clear();
          useAuthStore.getState().signIn(sessionToken, user);
          void navigate(paths.dashboard, { replace: true });
        },
        onError: (error) => {
          const reason = passwordReason(error);
          if (reason) setPasswordError(reason);
          else if (isDeadLink(error)) setDeadLink(linkErrorMessage(error, 'This invitation link is not valid.'));
          else setFailure(linkErrorMessage(error, 'The invitation could not be accepted. Please try again.'));
        },
      },
    );
  };

  const busy = accept.isPending;
  const inviter = data.invited_by?.name;
  return (
    <LinkPageShell
      title={`Join ${data.network_name}`}
      subtitle={inviter ? `${inviter} invited you (${data.email}) as:` : `You (${data.email}) are invited as:`}
    >
      <List size="sm" spacing={4} aria-label="Your roles">
        {rolesOf(data).map((role) => (
          <List.Item key={role}>{role}</List.Item>
        ))}
      </List>
      {failure && (
        <Alert color="red" variant="light" role="alert" title="Could not accept">
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            label="Your name"
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            value={shownName}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <PasswordField
            label="Choose a password"
            autoComplete="new-password"
            description={PASSWORD_HINT}
            value={password}
            error={passwordError}
            onChange={(value) => {
              setPassword(value);
              if (passwordError) setPasswordError(null);
            }}
          />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Creating your account...' : 'Accept invitation'}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            The link works once and expires on {new Date(data.expires_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.
          </Text>
        </Stack>
      </form>
    </LinkPageShell>
  );
}
