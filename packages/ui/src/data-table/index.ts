export * from './data-table-features';
export * from './pagination';
export { DataTable, type DataTableProps } from './data-table';
export { DataTablePagination, type DataTablePaginationProps } from './data-table-pagination';
export { DataTableColumnToggle, type DataTableColumnToggleProps } from './data-table-column-toggle';
