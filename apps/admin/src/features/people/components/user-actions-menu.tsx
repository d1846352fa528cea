import { ActionIcon, Menu } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { Person } from '@sitenet/api-client';
import { Icon } from '../../../components/icons';
import type { PersonActions } from '../lib/people-rules';

export type UserAction = 'editRoles' | 'suspend' | 'reactivate' | 'remove' | 'transferOwnership';

const ITEMS: { action: UserAction; label: string; danger?: boolean }[] = [
  { action: 'editRoles', label: 'Edit roles' },
  { action: 'suspend', label: 'Suspend', danger: true },
  { action: 'reactivate', label: 'Reactivate' },
  { action: 'transferOwnership', label: 'Transfer ownership' },
  { action: 'remove', label: 'Remove', danger: true },
];

/** A row's menu (Mantine Menu: arrow keys, Enter, Escape); only what the viewer may do is listed. */
export function UserActionsMenu({
  person,
  actions,
  onAction,
}: {
  person: Person;
  actions: PersonActions;
  onAction: (action: UserAction) => void;
}) {
  const items = ITEMS.filter((item) => actions[item.action]);
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${person.name}`}>
          <Icon name="dots" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.action}
            color={item.danger ? 'red' : undefined}
            onClick={() => onAction(item.action)}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
