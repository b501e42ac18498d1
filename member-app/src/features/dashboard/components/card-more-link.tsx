import { ButtonLink, useLangPath } from '@coach/kit';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card's way on to the page with the whole of what it sums up, at the card's foot. */
export function CardMoreLink({ to, children }: { to: string; children: ReactNode }) {
  const inLang = useLangPath();
  return (
    <div>
      <ButtonLink
        to={inLang(to)}
        variant="secondary"
        size="sm"
        icon={<ArrowRight size={16} aria-hidden="true" />}
      >
        {children}
      </ButtonLink>
    </div>
  );
}
