import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { ConflictField, ConflictSide } from '../lib/conflict-fields';
import { ModalDialog } from './editor-dialogs';
import classes from './post-editor.module.css';

export interface ConflictDialogProps {
  opened: boolean;
  /** The fields that differ between my copy and theirs (lib/conflict-fields.ts). */
  fields: ConflictField[];
  languageName: (code: string) => string;
  /** The choice per field key; every field of `fields` has one. */
  onApply: (choices: Record<string, ConflictSide>) => void;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}

/**
 * A save refused because someone saved in between: both versions field by field, a choice per
 * field (a radio pair per row: Tab moves between rows, the arrow keys between mine and theirs),
 * and quick ways out (all mine, all theirs). Applying puts the result in the editor on top of
 * their version; saving it is the writer's next step.
 */
export function ConflictDialog({
  opened,
  fields,
  languageName,
  onApply,
  onLoadTheirs,
  onKeepMine,
  onClose,
}: ConflictDialogProps) {
  const [choices, setChoices] = useState<Record<string, ConflictSide>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, field.preferred])),
  );
  const place = (field: ConflictField) =>
    field.lang === null
      ? `Post settings: ${field.label}`
      : `${languageName(field.lang)}: ${field.label}`;

  return (
    <ModalDialog
      opened={opened}
      onClose={onClose}
      wide
      title="This post was changed by someone else since you opened it"
    >
      <>
        <Text size="sm">
          Your changes were not saved, and theirs were not overwritten.{' '}
          {fields.length > 0
            ? 'Choose which version to keep for each field that differs. "Apply" puts the result in the editor on top of their version; then save.'
            : 'Your text and theirs are the same: apply to go on from their version.'}
        </Text>
        {fields.length > 0 && (
          <div className={classes.conflictList} aria-label="Fields that differ" role="group">
            {fields.map((field) => (
              <fieldset key={field.key} className={classes.conflictRow}>
                <legend>{place(field)}</legend>
                {(['mine', 'theirs'] as const).map((side) => (
                  <label key={side} className={classes.conflictChoice}>
                    <input
                      type="radio"
                      name={`conflict-${field.key}`}
                      value={side}
                      checked={choices[field.key] === side}
                      onChange={() => setChoices((current) => ({ ...current, [field.key]: side }))}
                    />
                    <span>
                      <Text span fw={600} size="sm">
                        {side === 'mine' ? 'Mine' : 'Theirs'}
                      </Text>
                      <span
                        className={classes.conflictValue}
                      >{`: ${side === 'mine' ? field.mine : field.theirs}`}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button variant="default" onClick={onKeepMine}>
              Keep all mine
            </Button>
            <Button variant="default" onClick={onLoadTheirs}>
              Load their version
            </Button>
          </Group>
          <Button onClick={() => onApply(choices)} autoFocus={fields.length === 0}>
            Apply
          </Button>
        </Group>
      </>
    </ModalDialog>
  );
}
