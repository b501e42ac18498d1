import type { ClosingRequest, Project, ProjectNoticeKind, ProjectRequest } from '@coach/core';
import { memoryTable } from './memory-database.ts';

/**
 * The tables of requests and projects (adapters/src/postgres/schema/projects.ts), declared apart
 * because both repositories read both.
 */
export const projectRequestsTable = memoryTable<ProjectRequest>('project_requests');
export const projectsTable = memoryTable<Project>('projects');
/** Closing requests ("project completion requests"), at most one per project. */
export const closingRequestsTable = memoryTable<ClosingRequest>('project_completion_requests');

export interface ProjectNoticeRow {
  readonly projectId: string;
  readonly kind: ProjectNoticeKind;
  readonly sentAt: Date;
}
/** Keyed by `noticeKey`: the primary key (project, kind). */
export const projectNoticesTable = memoryTable<ProjectNoticeRow>('project_notices');
export const noticeKey = (projectId: string, kind: ProjectNoticeKind) => `${projectId}/${kind}`;
