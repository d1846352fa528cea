import { Badge, Group, type MantineSize } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import {
  TRANSLATION_STATE_LOOK,
  languageStateText,
  type LanguageStatusMark,
} from '../lib/translation-states';
import { Icon } from './icons';

// Mantine's badge label ellipsises; a state word must never be cut to "P...".
const WHOLE = { flexShrink: 0, overflow: 'visible' } as const;

/** The stale mark, worn on top of a status: the English changed since this language was saved. */
export function StaleMark({ size = 'sm' }: { size?: MantineSize }) {
  const look = TRANSLATION_STATE_LOOK.stale;
  return (
    <Badge
      size={size}
      color={look.color}
      variant={look.variant}
      tt="none"
      leftSection={<Icon name={look.icon} size={12} />}
      style={WHOLE}
      data-mark="stale"
    >
      {look.label}
    </Badge>
  );
}

/**
 * A language's state in words with an icon (published, scheduled, draft, missing) and, beside it,
 * the stale mark: a stale translation that is live still says Published. Colour is never the
 * only cue.
 */
export function LanguageStateBadge({
  state,
  size = 'sm',
  wrap = false,
}: {
  state: LanguageStatusMark;
  size?: MantineSize;
  /** Lets the stale mark go under the status in a narrow cell. */
  wrap?: boolean;
}) {
  const look = TRANSLATION_STATE_LOOK[state.status];
  return (
    <Group
      component="span"
      gap={4}
      wrap={wrap ? 'wrap' : 'nowrap'}
      data-state={state.status}
      data-stale={state.stale || undefined}
      title={languageStateText(state)}
    >
      <Badge
        size={size}
        color={look.color}
        variant={look.variant}
        tt="none"
        leftSection={<Icon name={look.icon} size={12} />}
        style={WHOLE}
      >
        {look.label}
      </Badge>
      {/* A space, so the words read "Published Stale" (a flex row renders none). */}
      {state.stale && ' '}
      {state.stale && <StaleMark size={size} />}
    </Group>
  );
}
