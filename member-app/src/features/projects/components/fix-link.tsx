import { memberPages } from '@coach/core/pages';
import { ButtonLink, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { FixKind } from './labels.ts';

/**
 * From the page catalogue the routes are built from (app/routes.test.ts checks that every page it
 * declares is routed), not from the routes themselves: a fix never leads to a 404, and the link
 * does not import the routes, which import the projects page it sits on.
 */
const pages: Record<FixKind, string> = {
  proof: memberPages.fileOperations.path,
  membership: memberPages.membershipRenewal.path,
};

/** The page where the member fixes what stands in the way: the proof upload, the membership renewal. */
export function FixLink({ kind }: { kind: FixKind | null }) {
  const inLang = useLangPath();
  if (!kind) return null;
  return (
    <ButtonLink
      to={inLang(`/user/${pages[kind]}`)}
      variant="secondary"
      size="sm"
      icon={<ArrowRight size={16} aria-hidden="true" />}
    >
      {kind === 'proof' ? <Trans>Go to your proof of education</Trans> : <Trans>Renew your membership</Trans>}
    </ButtonLink>
  );
}
