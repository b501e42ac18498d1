import { ButtonLink, formatDate, type Lang, Pill, useLangPath } from '@coach/kit';
import type { MemberDashboard } from '@coach/server/app-type';
import { Trans } from '@lingui/react/macro';
import { Check, Clock, FileWarning, FileX } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './dashboard-page.css.ts';

/**
 * Where the member's proof of education stands, and what to do next: upload one, wait for the
 * review (3 working days), or upload a new one after a rejection, whose reason is shown.
 */
export function ProofStatus({ proof, lang }: { proof: MemberDashboard['proof']; lang: Lang }) {
  const inLang = useLangPath();
  const upload = (label: ReactNode) => (
    <ButtonLink to={inLang('/user/file-operations')} variant="secondary" size="sm">
      {label}
    </ButtonLink>
  );
  switch (proof.state) {
    case 'approved': {
      const date = proof.reviewedAt ? formatDate(proof.reviewedAt, lang) : '';
      return (
        <span className={styles.proof}>
          <Pill tone="success" icon={<Check size={14} />}>
            <Trans>Approved</Trans>
          </Pill>
          {date ? (
            <span className={styles.muted}>
              <Trans>on {date}</Trans>
            </span>
          ) : null}
        </span>
      );
    }
    case 'pending': {
      const date = proof.uploadedAt ? formatDate(proof.uploadedAt, lang) : '';
      return (
        <span className={styles.proof}>
          <Pill tone="info" icon={<Clock size={14} />}>
            <Trans>Waiting for review</Trans>
          </Pill>
          <span className={styles.muted}>
            <Trans>Uploaded on {date}; reviewed within 3 working days.</Trans>
          </span>
        </span>
      );
    }
    case 'rejected': {
      const reason = proof.rejectionReason ?? '';
      return (
        <span className={styles.proofColumn}>
          <span className={styles.proof}>
            <Pill tone="danger" icon={<FileX size={14} />}>
              <Trans>Rejected</Trans>
            </Pill>
            {upload(<Trans>Upload a new proof</Trans>)}
          </span>
          <span className={styles.reason}>
            <Trans>Reason: {reason}</Trans>
          </span>
        </span>
      );
    }
    default:
      return (
        <span className={styles.proof}>
          <Pill tone="warning" icon={<FileWarning size={14} />}>
            <Trans>Not uploaded yet</Trans>
          </Pill>
          {upload(<Trans>Upload your proof</Trans>)}
        </span>
      );
  }
}
