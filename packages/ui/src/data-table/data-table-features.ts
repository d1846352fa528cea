import {
  columnFilteringFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_arrIncludesSome,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type TableState,
  type ReactTable,
  type TableOptions,
} from '@tanstack/react-table';

/**
 * The features every admin table shares: search, column filters, sorting, paging, column
 * visibility and sizing. Registered once (TanStack Table 9 tree-shakes what is not listed).
 */
export const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString, arrIncludesSome: filterFn_arrIncludesSome },
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
});

export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold mixed value types
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;
export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;
export type DataTableOptions<TData extends RowData> = Omit<
  TableOptions<DataTableFeatures, TData>,
  'features'
>;

/** SPEC section 9: width 150, minimum 20, no maximum. */
export const DATA_TABLE_DEFAULT_COLUMN = {
  size: 150,
  minSize: 20,
  maxSize: Number.MAX_SAFE_INTEGER,
} as const;

export const DEFAULT_PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;

export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** useTable with the shared features and column defaults. */
export function useDataTable<TData extends RowData>(
  options: DataTableOptions<TData>,
): DataTableInstance<TData> {
  return useTable<DataTableFeatures, TData, TableState<DataTableFeatures>>({
    features: dataTableFeatures,
    ...options,
    defaultColumn: { ...DATA_TABLE_DEFAULT_COLUMN, ...options.defaultColumn },
  } as TableOptions<DataTableFeatures, TData>);
}
