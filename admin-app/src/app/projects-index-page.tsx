import { ExportControl, startExportOf } from '../features/exports/index.ts';
import { ProjectsPage } from '../features/projects/components/projects-page.tsx';

/**
 * The projects page, put together here because features do not import each other: the list with
 * the lists' export control, which exports what the search and filters find.
 */
export function ProjectsIndexPage() {
  return (
    <ProjectsPage
      exportAction={(filters) => (
        <ExportControl list="projects" start={(choice) => startExportOf.projects(choice, filters)} />
      )}
    />
  );
}
