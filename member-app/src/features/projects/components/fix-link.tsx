import { ButtonLink, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { routes } from '../../../app/routes.tsx';
import type { FixKind } from './labels.ts';

const pages: Record<FixKind, string> = { proof: 'file-operations', membership: 'membership-renewal' };

/** Only pages that exist are offered (as the menu does): a fix never leads to a 404. */
const hasPage = (path: string) => routes.some((route) => route.path === path);

/** The page where the member fixes what stands in the way: the proof upload, the membership renewal. */
export function FixLink({ kind }: { kind: FixKind | null }) {
  const inLang = useLangPath();
  if (!kind || !hasPage(pages[kind])) return null;
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
