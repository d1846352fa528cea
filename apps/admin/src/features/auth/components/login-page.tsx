import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { useQueryClient } from '@tanstack/react-query';
import { Logo } from '@sitenet/ui';
import { PageLoader } from '../../../components/page-loader';
import { paths, REDIRECT_PARAM } from '../../../config/paths';
import { getToken, useAuthStore } from '../../../lib/auth-store';
import { safeRedirectTarget } from '../../../lib/safe-redirect';
import { loginErrorMessage, useLogin } from '../api/login';
import classes from './login.module.css';

/** SPEC 2.3 and 4: Loading..., then a redirect when a token is held, otherwise the form. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM));
  const [checking, setChecking] = useState(true);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin();

  useEffect(() => {
    if (getToken()) void navigate(target, { replace: true });
    else setChecking(false);
    // Only on arrival: a later sign-in navigates itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ token, user }) => {
          queryClient.clear();
          useAuthStore.getState().signIn(token, user);
          void navigate(target, { replace: true });
        },
        onError: (err) => setError(loginErrorMessage(err)),
      },
    );
  };

  // Typing clears a shown error (SPEC section 4).
  const onType = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (error) setError(null);
  };

  if (checking) {
    return <PageLoader />;
  }

  const busy = loginMutation.isPending;
  return (
    <main className={classes.page}>
      <Paper className={classes.card} withBorder shadow="md" radius="lg" p="xl">
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <Logo label="TipsHub" size={36} />
            <Title order={1} fz={24} ta="center" mt="sm">
              Sign in
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              Sign in to manage your sites, posts and languages.
            </Text>
          </Stack>
          {error && (
            <Alert color="red" variant="light" role="alert" title="Sign in failed">
              {error}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate={false}>
            <Stack gap="md">
              <TextInput
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                value={email}
                onChange={(e) => onType(setEmail)(e.currentTarget.value)}
              />
              <PasswordInput
                label="Password"
                name="password"
                autoComplete="current-password"
                placeholder="Your password"
                required
                value={password}
                onChange={(e) => onType(setPassword)(e.currentTarget.value)}
                visible={showPassword}
                onVisibilityChange={setShowPassword}
                visibilityToggleButtonProps={{
                  tabIndex: 0,
                  'aria-label': showPassword ? 'Hide password' : 'Show password',
                }}
              />
              <Anchor component={Link} to={paths.forgotPassword} size="sm" mt={-8} style={{ alignSelf: 'flex-end' }}>
                Forgot password?
              </Anchor>
              <Button type="submit" fullWidth loading={false} disabled={busy}>
                {busy ? 'Signing in...' : 'Sign in'}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </main>
  );
}
