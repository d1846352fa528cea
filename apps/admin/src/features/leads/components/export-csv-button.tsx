import { Button } from '@mantine/core';
import { Icon } from '../../../components/icons';
import { useExportCsv, type CsvExport } from '../api/export-csv';

export interface ExportCsvButtonProps {
  /** What to export (the list as it is filtered on screen). */
  request: CsvExport;
  disabled: boolean;
}

/** "Export CSV": downloads the list, busy while the file is fetched. */
export function ExportCsvButton({ request, disabled }: ExportCsvButtonProps) {
  const exportCsv = useExportCsv();
  return (
    <Button
      variant="default"
      leftSection={<Icon name="download" size={16} />}
      loading={exportCsv.isPending}
      disabled={disabled}
      onClick={() => exportCsv.mutate(request)}
    >
      Export CSV
    </Button>
  );
}
