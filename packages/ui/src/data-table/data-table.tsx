import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Table, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/UnstyledButton.css';
import type { Row, RowData } from '@tanstack/react-table';
import type { DataTableFeatures, DataTableInstance } from './data-table-features';
import classes from './data-table.module.css';

export interface DataTableProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** Accessible name of the table. */
  label: string;
  loading?: boolean;
  /** Shown in the body while loading, e.g. "Loading posts...". */
  loadingText?: string;
  /** Shown in the body when there is no row (SPEC 2.6: "No data available"). */
  emptyText?: string;
  /** Rendered under the table, usually <DataTablePagination />. */
  footer?: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Keeps the first column in view while the table scrolls sideways (e.g. a title column). */
  stickyFirstColumn?: boolean;
  /**
   * Makes each row open something: a click anywhere on it (but on its own links and buttons),
   * or Enter/Space on the focused row. The row is then focusable and named by `rowLabel`.
   */
  onRowActivate?: (row: Row<DataTableFeatures, TData>, element: HTMLTableRowElement) => void;
  /** The accessible name of an activatable row, e.g. "Open the lead from Ana". */
  rowLabel?: (row: Row<DataTableFeatures, TData>) => string;
}

/** Controls inside a row keep their own click; the row opens on the rest. */
const OWN_CLICK = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={classes.sortIcon}>
      <path d="M6 2 9 5H3z" opacity={direction === 'asc' ? 1 : 0.3} fill="currentColor" />
      <path d="M6 10 3 7h6z" opacity={direction === 'desc' ? 1 : 0.3} fill="currentColor" />
    </svg>
  );
}

/** The shared admin table: Mantine markup over a TanStack Table 9 instance. */
export function DataTable<TData extends RowData>({
  table,
  label,
  loading = false,
  loadingText = 'Loading...',
  emptyText = 'No data available',
  footer,
  minWidth = 640,
  stickyFirstColumn = false,
  onRowActivate,
  rowLabel,
}: DataTableProps<TData>) {
  const rows = table.getRowModel().rows;
  const columnCount = Math.max(table.getVisibleLeafColumns().length, 1);

  return (
    <div className={classes.root}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table
          aria-label={label}
          aria-busy={loading || undefined}
          highlightOnHover
          verticalSpacing="sm"
          className={stickyFirstColumn ? `${classes.table} ${classes.sticky}` : classes.table}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const style: CSSProperties = { minWidth: header.column.columnDef.minSize };
                  if (header.column.columnDef.size) style.width = header.getSize();
                  if (header.isPlaceholder) return <Table.Th key={header.id} style={style} />;
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      style={style}
                      scope="col"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort ? (
                        <UnstyledButton
                          className={classes.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <SortIcon direction={sorted} />
                        </UnstyledButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text ta="center" c="dimmed" py="lg" role="status">
                    {loadingText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text ta="center" c="dimmed" py="lg">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  {...(onRowActivate && {
                    tabIndex: 0,
                    className: classes.activatable,
                    'aria-label': rowLabel?.(row),
                    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                      const own = (event.target as Element).closest(OWN_CLICK);
                      if (own && event.currentTarget.contains(own)) return;
                      onRowActivate(row, event.currentTarget);
                    },
                    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                      if (event.target !== event.currentTarget) return;
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      onRowActivate(row, event.currentTarget);
                    },
                  })}
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {footer}
    </div>
  );
}
