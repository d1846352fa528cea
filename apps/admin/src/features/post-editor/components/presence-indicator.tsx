import { Avatar, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import type { AdminLanguage, PresenceOther } from '@sitenet/api-client';
import { usePresence } from '../api/post-presence';
import { presenceText } from '../lib/presence-text';

const MAX_AVATARS = 3;

/**
 * Who else has this post open, above the title: avatars for a glance, and the same in words for
 * everyone (a screen reader hears the change as a polite status). Nothing shows when alone.
 */
export function PresenceIndicator({
  others,
  languages,
}: {
  others: readonly PresenceOther[];
  languages: readonly AdminLanguage[];
}) {
  const languageName = (code: string) =>
    languages.find((language) => language.code === code)?.label ?? code;
  const text = presenceText(others, languageName);
  return (
    <div role="status" aria-live="polite" data-testid="presence">
      {others.length > 0 && (
        <Group gap="xs" wrap="nowrap">
          <Avatar.Group spacing="sm" aria-hidden="true">
            {others.slice(0, MAX_AVATARS).map((other) => (
              <Avatar
                key={other.user.id}
                size="sm"
                radius="xl"
                color="initials"
                name={other.user.name}
                alt=""
              />
            ))}
            {others.length > MAX_AVATARS && (
              <Avatar size="sm" radius="xl">
                +{others.length - MAX_AVATARS}
              </Avatar>
            )}
          </Avatar.Group>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Group>
      )}
    </div>
  );
}

/** The indicator fed by the editor's heartbeat (an existing post only). */
export function EditorPresence({
  postId,
  lang,
  languages,
}: {
  postId: number;
  lang: string;
  languages: readonly AdminLanguage[];
}) {
  return <PresenceIndicator others={usePresence(postId, lang)} languages={languages} />;
}
