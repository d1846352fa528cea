import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import type { Person } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { notifySuccess } from '../../../lib/notify-success';
import { useUpdateMe } from '../api/update-me';

/** One's own name: saved on its own (the password has its own form). */
export function NameForm({ me }: { me: Person }) {
  const update = useUpdateMe();
  const [name, setName] = useState(me.name);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  useEffect(() => setName(me.name), [me.name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setFailure({ message: '', field: 'Enter your name' });
      return;
    }
    setFailure(null);
    update.mutate(
      { name: name.trim() },
      {
        onSuccess: () => notifySuccess('Name saved'),
        onError: (error) => {
          const { message, fields } = apiFailure(error);
          setFailure({ message, field: fields.name });
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-name-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz={17} id="profile-name-title">
            Your name
          </Title>
          {failure?.message && (
            <Alert color="red" variant="light" role="alert">
              {failure.message}
            </Alert>
          )}
          <TextInput label="Email" value={me.email} readOnly disabled />
          <TextInput
            label="Name"
            required
            maxLength={120}
            autoComplete="name"
            value={name}
            error={failure?.field}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={name.trim() === me.name}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
