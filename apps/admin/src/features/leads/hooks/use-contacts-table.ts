import { useState } from 'react';
import type { PaginationState } from '@tanstack/react-table';
import { useDataTable, type DataTableOptions } from '@sitenet/ui';

/** A paged table of leads or subscribers (10 a page, rows keyed by id). */
export function useContactsTable<T extends { id: number }>(
  options: Pick<DataTableOptions<T>, 'columns' | 'data' | 'autoResetPageIndex'>,
) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  return useDataTable<T>({
    ...options,
    getRowId: (row) => String(row.id),
    state: { pagination },
    onPaginationChange: setPagination,
  });
}
