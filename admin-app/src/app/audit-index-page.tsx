import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { ExportControl, startExportOf } from '../features/exports/index.ts';

/**
 * The audit log's page, put together here because features do not import each other: the log with
 * the lists' export control, which exports what the search and filters find.
 */
export function AuditIndexPage() {
  return (
    <AuditPage
      exportAction={(filters) => (
        <ExportControl list="audit" start={(choice) => startExportOf.audit(choice, filters)} />
      )}
    />
  );
}
