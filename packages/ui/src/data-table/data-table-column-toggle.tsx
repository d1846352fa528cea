import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { RowData } from '@tanstack/react-table';
import type { DataTableInstance } from './data-table-features';

export interface DataTableColumnToggleProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  label?: string;
}

/** The Columns menu: one checkbox item per column that may be hidden. */
export function DataTableColumnToggle<TData extends RowData>({
  table,
  label = 'Columns',
}: DataTableColumnToggleProps<TData>) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <Menu position="bottom-end" shadow="md" width={200} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="sm">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Toggle columns</Menu.Label>
        {columns.map((column) => {
          const header = column.columnDef.header;
          return (
            <Menu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onChange={(checked) => column.toggleVisibility(checked)}
            >
              {typeof header === 'string' ? header : column.id}
            </Menu.CheckboxItem>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
