import { ExportControl, startExportOf } from '../features/exports/index.ts';
import { PendingAssignmentPage } from '../features/matching/components/pending-assignment-page.tsx';

/**
 * The open requests' page, put together here because features do not import each other: the list
 * with the lists' export control, which exports the requests the side and search find.
 */
export function PendingAssignmentIndexPage() {
  return (
    <PendingAssignmentPage
      exportAction={(filters) => (
        <ExportControl list="openRequests" start={(choice) => startExportOf.openRequests(choice, filters)} />
      )}
    />
  );
}
