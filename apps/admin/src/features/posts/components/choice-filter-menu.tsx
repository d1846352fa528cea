import type { ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Icon } from '../../../components/icons';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  count: number;
}

export interface ChoiceFilterMenuProps {
  /** The button's text, e.g. "Status"; it shows how many are chosen. */
  label: string;
  /** The menu's heading, e.g. "Filter by status". */
  heading: string;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A multi-select filter popover: one checkbox per option with its count, and Clear filter. */
export function ChoiceFilterMenu({
  label,
  heading,
  emptyText,
  options,
  selected,
  onChange,
}: ChoiceFilterMenuProps) {
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={240}
      closeOnItemClick={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant={selected.length > 0 ? 'light' : 'default'}
          leftSection={<Icon name="filter" size={16} />}
        >
          {selected.length > 0 ? `${label} (${selected.length})` : label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{heading}</Menu.Label>
        {options.length === 0 && <Menu.Item disabled>{emptyText}</Menu.Item>}
        {options.map((option) => (
          <Menu.CheckboxItem
            key={option.value}
            checked={selected.includes(option.value)}
            onChange={(checked) =>
              onChange(
                checked
                  ? [...selected, option.value]
                  : selected.filter((value) => value !== option.value),
              )
            }
            rightSection={<span>{option.count}</span>}
          >
            {option.label}
          </Menu.CheckboxItem>
        ))}
        {selected.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => onChange([])}>Clear filter</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
