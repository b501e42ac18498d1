import type { SessionLogFigures } from '../../coaching/domain/project-session.ts';
import type { ClosingRequest, Project } from './project.ts';

/** A person in a project, as partners and administrators see them. */
export interface ProjectPersonRecord {
  readonly accountId: string;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly profilePhotoPath: string | null;
  /** The language of mail to this person. */
  readonly language: 'tr' | 'en';
  /** Their "share my e-mail with my coaches": whether their coach sees their e-mail (ADR 0033). */
  readonly sharesEmailWithCoaches: boolean;
}

/** A project with its people, its closing request and the points it moved (read in one query). */
export interface ProjectDetails extends Project {
  readonly coach: ProjectPersonRecord;
  readonly coachee: ProjectPersonRecord;
  readonly closingRequest: ClosingRequest | null;
  /** The sum of the ledger entries carrying this project's id, per side. */
  readonly points: { readonly coach: number; readonly coachee: number };
  /** What its session log adds up to. */
  readonly sessionLog: SessionLogFigures;
}
