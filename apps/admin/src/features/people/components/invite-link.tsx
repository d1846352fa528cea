import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Icon } from '../../../components/icons';

/**
 * An invitation or reset link the server handed back because it mails nothing: shown once (it is
 * kept nowhere), with a copy button, for the person who made it to pass on.
 */
export function InviteLink({ link, label }: { link: string; label: string }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={label} value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy} leftSection={copied ? <Icon name="check" size={16} /> : undefined}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        Shown only this once: copy it now and send it to the person yourself.
      </Text>
    </Stack>
  );
}
