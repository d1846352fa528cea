import { Badge, Group, type MantineSize } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import {
  MACHINE_MARK_LOOK,
  TRANSLATION_STATE_LOOK,
  languageStateText,
  type LanguageStatusMark,
} from '../lib/translation-states';
import { Icon, type IconName } from './icons';

// Mantine's badge label ellipsises; a state word must never be cut to "P...".
const WHOLE = { flexShrink: 0, overflow: 'visible' } as const;

/** A mark worn beside a status, in words with its icon. */
function MarkBadge({
  look,
  mark,
  size,
}: {
  look: { label: string; color: string; variant: 'light' | 'outline' | 'filled'; icon: IconName };
  mark: string;
  size: MantineSize;
}) {
  return (
    <Badge
      size={size}
      color={look.color}
      variant={look.variant}
      tt="none"
      leftSection={<Icon name={look.icon} size={12} />}
      style={WHOLE}
      data-mark={mark}
    >
      {look.label}
    </Badge>
  );
}

/** The stale mark, worn on top of a status: the English changed since this language was saved. */
export function StaleMark({ size = 'sm' }: { size?: MantineSize }) {
  return <MarkBadge look={TRANSLATION_STATE_LOOK.stale} mark="stale" size={size} />;
}

/** The machine mark: a machine translation no person has reviewed yet (it cannot be published). */
export function MachineMark({ size = 'sm' }: { size?: MantineSize }) {
  return <MarkBadge look={MACHINE_MARK_LOOK} mark="machine" size={size} />;
}

/**
 * A language's state in words with an icon (published, scheduled, draft, missing) and, beside it,
 * the stale and machine marks: a stale translation that is live still says Published. Colour is
 * never the only cue.
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
      data-machine={state.machine || undefined}
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
      {state.machine && ' '}
      {state.machine && <MachineMark size={size} />}
    </Group>
  );
}
