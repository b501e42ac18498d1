import { PageContainer, PageTitle, useParams } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { NewPasswordForm } from './new-password-form.tsx';
import { NoLinkToken } from './no-link-token.tsx';
import * as styles from './password.css.ts';

/**
 * `/newpassword/{token}`: where the links of "forgot password" and of accounts that administrators
 * created lead. The token is optional in the route (docs/product-rules.md §18); without it the page explains how to
 * get a link.
 */
export function NewPasswordPage() {
  const { token } = useParams();
  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle subtitle={<Trans>Choose the password you will sign in with from now on.</Trans>}>
          <Trans>Set a new password</Trans>
        </PageTitle>
        {/* A new link means a new form: nothing typed for another link carries over. */}
        {token ? <NewPasswordForm key={token} token={token} /> : <NoLinkToken />}
      </div>
    </PageContainer>
  );
}
