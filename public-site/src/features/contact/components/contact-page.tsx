import { Card, PageContainer, PageTitle } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import * as styles from './contact.css.ts';
import { ContactForm } from './contact-form.tsx';

/** `/contact` (docs/product-rules.md §18): a question or a remark for the programme's administrators. */
export function ContactPage() {
  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle
          subtitle={
            <Trans>
              A question about the programme, your membership or a project? Write to us; the administrators
              answer by e-mail.
            </Trans>
          }
        >
          <Trans>Contact us</Trans>
        </PageTitle>
        <Card>
          <ContactForm />
        </Card>
        <p className={styles.footnote}>
          <Trans>
            We use what you write only to answer you. Messages are kept for the administrators and are not
            shared.
          </Trans>
        </p>
      </div>
    </PageContainer>
  );
}
