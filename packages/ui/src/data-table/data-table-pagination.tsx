import { Button, Group, NativeSelect, Text } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import type { RowData } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE_OPTIONS, type DataTableInstance } from './data-table-features';
import classes from './data-table.module.css';
import { pageGroup, pageInfoText } from './pagination';

export interface DataTablePaginationProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** Omit to hide the page size picker. */
  pageSizeOptions?: readonly number[];
}

/** Page size picker, `{from} - {to} of {count}`, and five page buttons per group. */
export function DataTablePagination<TData extends RowData>({
  table,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
}: DataTablePaginationProps<TData>) {
  const { pageIndex, pageSize } = table.state.pagination;
  const rowCount = table.getRowCount();
  const pageCount = table.getPageCount();
  const group = pageGroup(pageIndex, pageCount);

  return (
    <nav className={classes.pagination} aria-label="Pagination">
      <Group gap="sm" wrap="nowrap">
        {pageSizeOptions.length > 0 && (
          <NativeSelect
            size="xs"
            aria-label="Rows per page"
            value={String(pageSize)}
            data={pageSizeOptions.map(String)}
            onChange={(event) => table.setPageSize(Number(event.currentTarget.value))}
          />
        )}
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="page-info">
          {pageInfoText(pageIndex, pageSize, rowCount)}
        </Text>
      </Group>
      <div className={classes.pages}>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
          aria-label="Previous page"
        >
          ‹
        </Button>
        {group.previousGroupStart !== null && (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => table.setPageIndex(group.previousGroupStart ?? 0)}
            aria-label="Previous pages"
          >
            …
          </Button>
        )}
        {group.pages.map((page) => (
          <Button
            key={page}
            size="compact-sm"
            variant={page === pageIndex ? 'filled' : 'default'}
            aria-label={`Page ${page + 1}`}
            aria-current={page === pageIndex ? 'page' : undefined}
            onClick={() => table.setPageIndex(page)}
          >
            {page + 1}
          </Button>
        ))}
        {group.nextGroupStart !== null && (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => table.setPageIndex(group.nextGroupStart ?? 0)}
            aria-label="Next pages"
          >
            …
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
          aria-label="Next page"
        >
          ›
        </Button>
      </div>
    </nav>
  );
}
