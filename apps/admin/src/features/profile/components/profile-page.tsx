import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { QueryState } from '../../../components/query-state';
import { useMe } from '../../../lib/api/get-me';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { SessionsCard } from './sessions-card';

/** /profile: one's own name, password and sessions. */
export function ProfilePage() {
  const me = useMe();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz={22}>
          Your profile
        </Title>
        <Text c="dimmed" size="sm">
          Your name, your password and where you are signed in
        </Text>
      </div>
      <QueryState what="Your profile" {...me}>
        {(person) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <NameForm me={person} />
            <PasswordForm />
          </SimpleGrid>
        )}
      </QueryState>
      <SessionsCard />
    </Stack>
  );
}
