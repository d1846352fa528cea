import { Link } from 'react-router';
import { ActionIcon, Menu } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { notifyComingSoon } from '../lib/coming-soon';
import { Icon } from './icons';

export interface RowActionMenuProps {
  /** Names the row in the trigger's accessible name, e.g. the post title. */
  itemLabel: string;
  /** Where Edit goes; without it Edit says it is coming soon. */
  editTo?: string;
}

/** The generic row menu of SPEC 2.2: View, Edit, Export, Delete. Edit opens `editTo` when given. */
export function RowActionMenu({ itemLabel, editTo }: RowActionMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={160} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${itemLabel}`}>
          <Icon name="dots" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<Icon name="eye" size={16} />}
          onClick={() => notifyComingSoon(`View “${itemLabel}”`)}
        >
          View
        </Menu.Item>
        {editTo ? (
          <Menu.Item leftSection={<Icon name="edit" size={16} />} component={Link} to={editTo}>
            Edit
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<Icon name="edit" size={16} />}
            onClick={() => notifyComingSoon(`Edit “${itemLabel}”`)}
          >
            Edit
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<Icon name="download" size={16} />}
          onClick={() => notifyComingSoon(`Export “${itemLabel}”`)}
        >
          Export
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<Icon name="trash" size={16} />}
          onClick={() => notifyComingSoon(`Delete “${itemLabel}”`)}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
